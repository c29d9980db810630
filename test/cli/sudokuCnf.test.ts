import { describe, expect, it } from 'vitest';
import { MiniSatRunner, parseDimacs } from '../../adapters/sat/index.js';
import { checkSolution, parseGridFormat, parseLine } from '../../models/sudoku/index.js';
import { runCli } from './fakeIo.js';

const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const UNSAT = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;
const GRID_4 = '4 2 2\n1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n';

/** Solves a DIMACS text with MiniSat, printing the answer like an external solver. */
function externalSolver(dimacs: string): string {
  const { cnf } = parseDimacs(dimacs);
  let out = 's UNSATISFIABLE\n';
  new MiniSatRunner().run(
    cnf,
    cnf.numVars,
    1,
    (lits, count) => {
      const set = new Set(lits.subarray(0, count));
      const vals: number[] = [];
      for (let x = 1; x <= cnf.numVars; x++) vals.push(set.has(x) ? x : -x);
      out = `s SATISFIABLE\nv ${vals.join(' ')} 0\n`;
      return true;
    },
    true,
  );
  return out;
}

describe('cspkit sudoku cnf / decode-model', () => {
  it('writes DIMACS with the map, and decodes a solver model from the puzzle or from the CNF', async () => {
    for (const propagation of ['overlaps', 'none']) {
      const cnf = await runCli(['sudoku', 'cnf', 'p.txt', '--propagation', propagation], {
        files: { 'p.txt': `${SEVENTEEN}\n` },
      });
      expect(cnf.code).toBe(0);
      expect(cnf.out).toMatch(/^c cspkit sat encoding 1\nc sudoku 9 3 3\n/);
      expect(cnf.out).toMatch(/^p cnf \d+ \d+$/m);
      const model = externalSolver(cnf.out);
      for (const file of ['p.txt', 'out.cnf']) {
        const r = await runCli(['sudoku', 'decode-model', file, 'model.txt', '--propagation', propagation], {
          files: { 'p.txt': `${SEVENTEEN}\n`, 'out.cnf': cnf.out, 'model.txt': model },
        });
        expect(r.code).toBe(0);
        expect(r.lines).toHaveLength(1);
        expect(checkSolution(parseLine(SEVENTEEN), parseLine(r.lines[0]!))).toEqual([]);
      }
    }
  });

  it('picks a puzzle with --puzzle, notes when the file holds several, and keeps the grid format', async () => {
    const files = { 'two.txt': `${EASY}\n${SEVENTEEN}\n` };
    const first = await runCli(['sudoku', 'cnf', 'two.txt'], { files });
    expect(first.err).toMatch(/holds 2 puzzles; using the first/);
    const second = await runCli(['sudoku', 'cnf', 'two.txt', '--puzzle', '2'], { files });
    expect(second.err).toBe('');
    expect(second.out).toContain('c puzzle 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1');
    const missing = await runCli(['sudoku', 'cnf', 'two.txt', '--puzzle', '3'], { files });
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/holds 2 puzzle\(s\); there is no puzzle 3/);

    const cnf = await runCli(['sudoku', 'cnf', '-'], { stdin: SEVENTEEN });
    const fromStdin = await runCli(['sudoku', 'decode-model', '-', 'm.txt'], {
      stdin: SEVENTEEN,
      files: { 'm.txt': externalSolver(cnf.out) },
    });
    expect(fromStdin.code).toBe(0);
    expect(checkSolution(parseLine(SEVENTEEN), parseLine(fromStdin.lines[0]!))).toEqual([]);

    const grid = await runCli(['sudoku', 'cnf', '-'], { stdin: GRID_4 });
    const decoded = await runCli(['sudoku', 'decode-model', 'g.txt', 'm.txt'], {
      files: { 'g.txt': GRID_4, 'm.txt': externalSolver(grid.out) },
    });
    expect(decoded.code).toBe(0);
    expect(checkSolution(parseGridFormat(GRID_4), parseGridFormat(decoded.out))).toEqual([]);
  });

  it('answers unsat and unknown', async () => {
    const files = { 'u.txt': UNSAT, 'unsat.txt': 's UNSATISFIABLE\n', 'none.txt': 'c nothing\n' };
    const cnf = await runCli(['sudoku', 'cnf', 'u.txt'], { files });
    expect(cnf.out).toMatch(/^p cnf \d+ \d+\n(.*\n)*0\n/m);
    const u = await runCli(['sudoku', 'decode-model', 'u.txt', 'unsat.txt'], { files });
    expect([u.code, u.out]).toEqual([0, 'unsat\n']);
    const k = await runCli(['sudoku', 'decode-model', 'u.txt', 'none.txt'], { files });
    expect([k.code, k.out]).toEqual([1, 'unknown\n']);
  });

  it('rejects bad model files and wrong models with an error naming the file and line', async () => {
    const cnf = await runCli(['sudoku', 'cnf', 'p.txt'], { files: { 'p.txt': SEVENTEEN } });
    const good = externalSolver(cnf.out);
    const cases: [string, RegExp][] = [
      ['s SATISFIABLE\nv 1 2 x 0\n', /'m.txt' line 2: 'x' is not a literal/],
      ['s SATISFIABLE\nnonsense here\n', /'m.txt' line 2: not a status, value or comment line/],
      ['s SATISFIABLE\nv 99999 0\n', /'m.txt' line 2: literal 99999 exceeds the \d+ variables of the CNF/],
      ['s SATISFIABLE\nv -1 0\n', /'m.txt' r\dc\d has no value in the model/],
      [good.replace(/v -1 /, 'v 1 '), /does not solve the puzzle|has two values/],
    ];
    for (const [model, message] of cases) {
      const r = await runCli(['sudoku', 'decode-model', 'p.txt', 'm.txt'], {
        files: { 'p.txt': SEVENTEEN, 'm.txt': model },
      });
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
    }
  });

  it('rejects an invalid puzzle and a bad --amo', async () => {
    const dup = `5.5${'.'.repeat(78)}`;
    const r = await runCli(['sudoku', 'cnf', '-'], { stdin: dup });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/line 1: r1c1 and r1c3 both hold 5/);
    const amo = await runCli(['sudoku', 'cnf', '-', '--amo', 'ladderz'], { stdin: EASY });
    expect(amo.code).toBe(2);
    expect(amo.err).toMatch(/expected one of auto, pairwise/);
  });

  it('solves with --backend sat under --timeout', async () => {
    const r = await runCli(['sudoku', 'solve', '-', '--backend', 'sat', '--timeout', '5000'], {
      stdin: `${EASY}\n${SEVENTEEN}\n${UNSAT}\n`,
    });
    expect(r.code).toBe(0);
    expect(checkSolution(parseLine(EASY), parseLine(r.lines[0]!))).toEqual([]);
    expect(checkSolution(parseLine(SEVENTEEN), parseLine(r.lines[1]!))).toEqual([]);
    expect(r.lines[2]).toBe('unsat');
  });
});
