import { describe, expect, it } from 'vitest';
import { runCli } from './fakeIo.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const HARD = '.....5.1.68....53.7....2..6...68....93.....85....54...2..7....8.79....21.6.9.....';
const UNSAT = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;
const EMPTY_4 = '.'.repeat(16);
const CLASH = `11${'.'.repeat(14)}`;

describe('cspkit sudoku rate', () => {
  it('prints score grade hardest-technique per puzzle, and says so for unsat, several solutions, invalid', async () => {
    const r = await runCli(['sudoku', 'rate', '-'], {
      stdin: [EASY, HARD, UNSAT, EMPTY_4, CLASH].join('\n'),
    });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual([
      '4600 beginner naked-single',
      '12700 tricky forcing-chains',
      'no-solution: the puzzle has no solution',
      'multiple-solutions: the puzzle has more than one solution',
      'invalid: r1c1 and r1c2 both hold 1',
    ]);
    expect(r.err).toBe('line 5: r1c1 and r1c2 both hold 1\n');
  });

  it('exits 0 when every puzzle was answered, rated or not', async () => {
    const r = await runCli(['sudoku', 'rate', 'p.txt'], { files: { 'p.txt': `${HARD}\n${EMPTY_4}\n` } });
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(2);
  });

  it('--json gives the score, grade, difficulty, counts and the hardest step with named cells', async () => {
    const r = await runCli(['sudoku', 'rate', '--json', '-'], { stdin: HARD });
    const record = JSON.parse(r.lines[0]!);
    expect(record).toMatchObject({ line: 1, status: 'rated', score: 12700, grade: 'tricky', steps: 58 });
    expect(record.counts['forcing-chains']).toBe(1);
    expect(record.hardest).toMatchObject({
      technique: 'forcing-chains',
      placements: [{ cell: 'r6c9', value: 9 }],
      cells: ['r3c8'],
    });
    expect(typeof record.difficulty).toBe('number');
  });

  it('reports an unreadable line with its place', async () => {
    const r = await runCli(['sudoku', 'rate', '--json', '-'], { stdin: `${'.'.repeat(80)}\n` });
    expect(r.code).toBe(2);
    expect(JSON.parse(r.lines[0]!)).toEqual({
      line: 1,
      status: 'invalid',
      error: 'line 1: 81 cells expected for 9×9; got 80',
    });
  });
});
