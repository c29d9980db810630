import { describe, expect, it } from 'vitest';
import { checkKakuro, formatKakuro, generateKakuro, parseKakuro } from '../../models/kakuro/index.js';
import { runCli } from './fakeIo.js';

const UNIQUE = `# 4\\ 10\\ #
\\3 . . #
\\11 . . .
# \\6 . .`;
const UNSAT = `# 3\\ 3\\
\\2 . .
\\4 . .`;
const NO_RUN = `# 4\\ #
\\3 . #
\\5 # #`;

/** Checks a printed answer against its puzzle by reading the digits back from the text. */
function expectSolved(puzzle: string, answer: string): void {
  const p = parseKakuro(puzzle);
  const solved = parseKakuro(answer);
  expect(formatKakuro(p)).toBe(formatKakuro({ ...solved, givens: p.givens }));
  expect(checkKakuro(p, solved.givens)).toEqual([]);
}

describe('cspkit kakuro', () => {
  it('solves every puzzle of a file, blank-line separated, in order', async () => {
    const puzzles = [
      UNIQUE,
      formatKakuro(generateKakuro(7, 7, 3).puzzle),
      formatKakuro(generateKakuro(9, 6, 4).puzzle),
    ];
    const r = await runCli(['kakuro', 'solve', 'k.txt'], { files: { 'k.txt': `${puzzles.join('\n\n')}\n` } });
    expect(r.code).toBe(0);
    const answers = r.out.trimEnd().split('\n\n');
    expect(answers).toHaveLength(3);
    answers.forEach((a, i) => {
      expectSolved(puzzles[i]!, a);
    });
    expect(answers[0]).toBe('# 4\\ 10\\ #\n\\3 1 2 #\n\\11 3 7 1\n# \\6 1 5');
  });

  it('answers unsat and invalid in place, naming the line and column, exit 2', async () => {
    const r = await runCli(['kakuro', 'solve', '-'], { stdin: `${UNSAT}\n\n${NO_RUN}\n\n${UNIQUE}\n` });
    expect(r.code).toBe(2);
    const answers = r.out.trimEnd().split('\n\n');
    expect(answers[0]).toBe('unsat');
    expect(answers[1]).toMatch(/^invalid: line 7, column 1: .*no run/);
    expectSolved(UNIQUE, answers[2]!);
    expect(r.err).toMatch(/^line 7, column 1: /);
  });

  it('reports a ragged grid', async () => {
    const r = await runCli(['kakuro', 'solve'], { stdin: '# 3\\\n\\3 . #\n' });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual(['invalid: line 2, column 6: row 2 has 3 cells but row 1 has 2 (a ragged grid)']);
    const c = await runCli(['kakuro', 'count', '--json'], { stdin: '# 3\\\n\\3 . #\n' });
    expect(c.code).toBe(2);
    expect(JSON.parse(c.lines[0]!)).toEqual({
      line: 1,
      status: 'invalid',
      count: null,
      error: 'line 2, column 6: row 2 has 3 cells but row 1 has 2 (a ragged grid)',
    });
  });

  it('counts like sudoku count, and prints JSON records with the grid as arrays', async () => {
    const loose = '# 3\\ #\n\\4 . .\n# . .';
    const c = await runCli(['kakuro', 'count'], { stdin: `${UNIQUE}\n\n${loose}\n\n${UNSAT}\n` });
    expect(c.lines).toEqual(['1', '2+', '0']);
    const j = await runCli(['kakuro', 'solve', '--json'], { stdin: `${UNIQUE}\n\n${UNSAT}\n` });
    expect(j.lines.map((l) => JSON.parse(l))).toEqual([
      {
        line: 1,
        status: 'sat',
        solution: [
          ['#', '4\\', '10\\', '#'],
          ['\\3', 1, 2, '#'],
          ['\\11', 3, 7, 1],
          ['#', '\\6', 1, 5],
        ],
        stats: expect.any(Object),
      },
      { line: 6, status: 'unsat', solution: null, stats: expect.any(Object) },
    ]);
  });

  it('gives the same answers on every backend that takes the model', async () => {
    for (const backend of ['native', 'sat']) {
      const r = await runCli(['kakuro', 'count', '--backend', backend], { stdin: `${UNIQUE}\n\n${UNSAT}\n` });
      expect(r.lines, backend).toEqual(['1', '0']);
    }
  });

  it('says no puzzles for empty input (exit 2)', async () => {
    const r = await runCli(['kakuro', 'solve'], { stdin: '\n\n' });
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/no puzzles/);
  });

  it('counts the sample file examples/puzzles/kakuro.txt', async () => {
    const r = await runCli([
      'kakuro',
      'count',
      new URL('../../examples/puzzles/kakuro.txt', import.meta.url).pathname,
    ]);
    expect(r.code).toBe(0);
    expect(r.lines).toEqual(['1', '2+']);
  });
});
