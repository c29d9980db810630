import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  formatLine,
  parseGridFormat,
  parseLine,
  SudokuGrid,
} from '../../models/sudoku/index.js';
import { runCli } from './fakeIo.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
// r1c1 sees 1-8 in its row and 9 in its column, without any two givens clashing.
const UNSAT = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;
const GRID_4 = '4 2 2\n1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n';

/** Asserts that `answer` (line format) solves `puzzle` (line format). */
function expectSolves(puzzle: string, answer: string | undefined): void {
  expect(answer).toBeDefined();
  const p = parseLine(puzzle);
  expect(checkSolution(p, parseLine(answer!))).toEqual([]);
}

describe('cspkit sudoku solve', () => {
  it('answers line-format puzzles one line each, in input order, from a file', async () => {
    const r = await runCli(['sudoku', 'solve', 'p.txt'], {
      files: { 'p.txt': `${EASY}\n# a comment\n\n${SEVENTEEN}\n` },
    });
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(2);
    expectSolves(EASY, r.lines[0]);
    expectSolves(SEVENTEEN, r.lines[1]);
    expect(r.err).toBe('');
  });

  it("reads standard input when the file is '-' or missing", async () => {
    for (const argv of [
      ['sudoku', 'solve', '-'],
      ['sudoku', 'solve'],
    ]) {
      const r = await runCli(argv, { stdin: `${EASY}\n` });
      expect(r.code).toBe(0);
      expectSolves(EASY, r.lines[0]);
    }
  });

  it('answers grid-format input in grid format', async () => {
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: GRID_4 + GRID_4 });
    expect(r.code).toBe(0);
    // Two solved grids of 5 lines each (header + 4 rows).
    expect(r.lines).toHaveLength(10);
    expect(r.lines[0]).toBe('4 2 2');
    const solved = parseGridFormat(r.lines.slice(0, 5).join('\n'));
    expect(checkSolution(parseGridFormat(GRID_4), solved)).toEqual([]);
    expect(r.lines.slice(5)).toEqual(r.lines.slice(0, 5));
  });

  it('prints invalid: <reason> for bad lines, answers the others, and exits 2', async () => {
    const dup = `5.5${'.'.repeat(78)}`;
    const input = [EASY, EASY.slice(0, 80), `x${EASY.slice(1)}`, dup, SEVENTEEN].join('\n');
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: input });
    expect(r.code).toBe(2);
    expect(r.lines).toHaveLength(5);
    expectSolves(EASY, r.lines[0]);
    expect(r.lines[1]).toMatch(/^invalid: /);
    expect(r.lines[2]).toMatch(/^invalid: /);
    expect(r.lines[3]).toBe('invalid: r1c1 and r1c3 both hold 5');
    expectSolves(SEVENTEEN, r.lines[4]);
    const errLines = r.err.trim().split('\n');
    expect(errLines).toHaveLength(3);
    expect(errLines[0]).toMatch(/^line 2\b/);
    expect(errLines[1]).toMatch(/^line 3\b/);
    expect(errLines[2]).toBe('line 4: r1c1 and r1c3 both hold 5');
  });

  it('prints unsat for a puzzle without solution and still exits 0', async () => {
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: `${UNSAT}\n${EASY}\n` });
    expect(r.code).toBe(0);
    expect(r.lines[0]).toBe('unsat');
    expectSolves(EASY, r.lines[1]);
  });

  it('prints one JSON object per puzzle with --json', async () => {
    const r = await runCli(['sudoku', 'solve', '--json', '-'], { stdin: `${EASY}\n${UNSAT}\n12\n` });
    expect(r.code).toBe(2);
    const records = r.lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(records.map((x) => x.status)).toEqual(['sat', 'unsat', 'invalid']);
    expect(records.map((x) => x.line)).toEqual([1, 2, 3]);
    expectSolves(EASY, records[0]!.solution as string);
    expect(records[1]!.solution).toBeNull();
    expect(typeof records[2]!.error).toBe('string');
    expect((records[0]!.stats as { nodes: number }).nodes).toBeGreaterThanOrEqual(0);
  });

  it('prints a summary to stderr with --stats', async () => {
    const r = await runCli(['sudoku', 'solve', '--stats', '-'], { stdin: `${EASY}\n${UNSAT}\n` });
    expect(r.code).toBe(0);
    expect(r.err).toMatch(
      /2 puzzles \(1 sat, 1 unsat, 0 timeout, 0 unknown, 0 invalid\) in [\d.]+ ms, \d+ nodes/,
    );
  });

  it('prints nothing for an input without puzzles, says so on stderr and exits 2', async () => {
    for (const stdin of ['', '\n# only a comment\n', '[]', '  []\n']) {
      const r = await runCli(['sudoku', 'solve', '-'], { stdin });
      expect(r.code).toBe(2);
      expect(r.out).toBe('');
      expect(r.err).toBe('cspkit: no puzzles in standard input\n');
    }
  });

  it('answers invalid for a 50 MB line without crashing', async () => {
    const huge = '1'.repeat(50 * 1024 * 1024);
    const r = await runCli(['sudoku', 'solve', '-'], { stdin: `${huge}\n${EASY}\n` });
    expect(r.code).toBe(2);
    expect(r.lines).toHaveLength(2);
    expect(r.lines[0]).toMatch(/^invalid: /);
    // The reason must not echo the line back.
    expect(r.out.length).toBeLessThan(2000);
    expectSolves(EASY, r.lines[1]);
  });

  it('exits 2 and names the file when it cannot be read', async () => {
    const r = await runCli(['sudoku', 'solve', '/no/such/file.txt']);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read '\/no\/such\/file.txt'/);
  });

  it('exits 2 on an unknown backend, listing the available ones', async () => {
    const r = await runCli(['sudoku', 'solve', '--backend', 'nope', '-'], { stdin: `${EASY}\n` });
    expect(r.code).toBe(2);
    expect(r.out).toBe('');
    expect(r.err).toMatch(/unknown backend 'nope'.*native/);
  });

  it('exits 2 on a bad --timeout value', async () => {
    const r = await runCli(['sudoku', 'solve', '--timeout', 'soon', '-'], { stdin: `${EASY}\n` });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/positive integer/);
  });

  it('solves any puzzle cut from a valid grid (property)', async () => {
    const solved = parseLine((await runCli(['sudoku', 'solve', '-'], { stdin: EASY })).lines[0]!);
    await fc.assert(
      fc.asyncProperty(fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }), async (keep) => {
        const cells = new Int32Array(81);
        keep.forEach((k, i) => {
          if (k) cells[i] = solved.cells[i]!;
        });
        const puzzle = formatLine(new SudokuGrid(solved.geometry, cells));
        const r = await runCli(['sudoku', 'solve', '-'], { stdin: puzzle });
        expect(r.code).toBe(0);
        expectSolves(puzzle, r.lines[0]);
      }),
      { numRuns: 40, seed: 7 },
    );
  });

  it('keeps one answer line per puzzle when the reason quotes input with line breaks', async () => {
    // Found by the fuzz suite: a JSON parser's message quotes the text, newline included.
    for (const verb of ['solve', 'count', 'rate']) {
      const r = await runCli(['sudoku', verb, '-'], { stdin: '[\n:' });
      expect(r.code).toBe(2);
      expect(r.out.trimEnd().split('\n')).toHaveLength(1);
      expect(r.out).toMatch(/^invalid: malformed JSON: .*\\n/);
    }
  });

  it('solves with --backend portfolio: answers checked, unsat as an answer', async () => {
    const r = await runCli(['sudoku', 'solve', '-', '--backend', 'portfolio', '--timeout', '20000'], {
      stdin: `${EASY}\n${UNSAT}\n`,
    });
    expect(r.code).toBe(0);
    expectSolves(EASY, r.lines[0]);
    expect(r.lines[1]).toBe('unsat');
  });
});
