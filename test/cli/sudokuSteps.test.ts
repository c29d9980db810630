import { describe, expect, it } from 'vitest';
import { runCli } from './fakeIo.js';

const HARD = '.....5.1.68....53.7....2..6...68....93.....85....54...2..7....8.79....21.6.9.....';
const DEAD = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;

describe('cspkit sudoku steps', () => {
  it('prints one explanation per step, then the outcome', async () => {
    const r = await runCli(['sudoku', 'steps', '-'], { stdin: HARD });
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(59);
    expect(r.lines[0]).toBe('Hidden single: in box 2, 6 fits only in r1c5.');
    expect(r.lines).toContain(
      'Forcing chains: r3c8 is 4 or 9; either way r6c9 becomes 9 within 2 rounds of singles, so it is 9.',
    );
    expect(r.lines[58]).toBe('solved in 58 steps');
  });

  it('heads each path with its line when the input holds several puzzles', async () => {
    const r = await runCli(['sudoku', 'steps', '-'], { stdin: [DEAD, '.'.repeat(16)].join('\n') });
    expect(r.lines).toEqual([
      '# puzzle at line 1',
      'no-solution: r1c1 has no possible value: the puzzle has no solution',
      '# puzzle at line 2',
      'stuck: no technique applies (the puzzle has several solutions)',
    ]);
  });

  it('--json gives one object per puzzle with every step', async () => {
    const r = await runCli(['sudoku', 'steps', '--json', '-'], { stdin: `${HARD}\n11${'.'.repeat(14)}\n` });
    expect(r.code).toBe(2);
    const first = JSON.parse(r.lines[0]!);
    expect(first.status).toBe('solved');
    expect(first.steps).toHaveLength(58);
    expect(first.steps[0].placements).toEqual([{ cell: 'r1c5', value: 6 }]);
    expect(JSON.parse(r.lines[1]!)).toEqual({
      line: 2,
      status: 'invalid',
      error: 'r1c1 and r1c2 both hold 1',
    });
  });
});
