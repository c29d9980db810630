import { describe, expect, it } from 'vitest';
import { checkNonogram, formatNonogram, randomNonogram } from '../../models/nonogram/index.js';
import { runCli } from './fakeIo.js';

const PLUS = 'width 3\nheight 3\nrows\n1\n3\n1\ncolumns\n1\n3\n1\n';
const TOO_LONG = 'width 3\nheight 1\nrows\n2,2\ncolumns\n0\n0\n0\n';
const UNSAT = 'width 2\nheight 1\nrows\n1\ncolumns\n1\n1\n';

describe('cspkit nonogram', () => {
  it('solves every puzzle of a file in order: picture, invalid with line and column, unsat', async () => {
    const r = await runCli(['nonogram', 'solve', 'p.txt'], {
      files: { 'p.txt': `${PLUS}\n${TOO_LONG}\n${UNSAT}` },
    });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual([
      '.#.',
      '###',
      '.#.',
      '',
      'invalid: line 15, column 3: row 1: clue 2,2 needs 5 cells but the line has 3',
      '',
      'unsat',
    ]);
    expect(r.err).toContain('line 15, column 3: row 1: clue 2,2 needs 5 cells');
  });

  it('answers random pictures from standard input, each checked independently', async () => {
    const puzzles = [1, 2, 3].map((seed) => randomNonogram(10, 8, 0.6, seed).puzzle);
    const r = await runCli(['nonogram', 'solve', '-', '--json'], {
      stdin: puzzles.map(formatNonogram).join('\n\n'),
    });
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(3);
    r.lines.forEach((line, k) => {
      const rec = JSON.parse(line) as { status: string; solution: number[][] };
      expect(rec.status).toBe('sat');
      expect(checkNonogram(puzzles[k]!, rec.solution.flat())).toEqual([]);
    });
  });

  it('counts like sudoku count, and says invalid in JSON', async () => {
    const r = await runCli(['nonogram', 'count'], {
      stdin: `${PLUS}${UNSAT}width 2\nheight 2\nrows\n1\n1\ncolumns\n1\n1\n`,
    });
    expect(r.lines).toEqual(['1', '0', '2+']);
    expect(r.code).toBe(0);
    const j = await runCli(['nonogram', 'count', '--json'], { stdin: TOO_LONG });
    expect(j.code).toBe(2);
    expect(JSON.parse(j.lines[0]!)).toMatchObject({ line: 1, status: 'invalid', count: null });
  });

  it('exits 2 on an empty input and on an unknown backend', async () => {
    expect((await runCli(['nonogram', 'solve'], { stdin: '\n' })).code).toBe(2);
    expect((await runCli(['nonogram', 'solve', '--backend', 'nope'], { stdin: PLUS })).code).toBe(2);
  });
});
