import { describe, expect, it } from 'vitest';
import { runCli } from './fakeIo.js';

const HARD = '.....5.1.68....53.7....2..6...68....93.....85....54...2..7....8.79....21.6.9.....';
const SOLVED = '123456789456789123789123456214365897365897214897214365531642978642978531978531642';
const DEAD = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;

describe('cspkit sudoku hint', () => {
  it('explains the next step of each puzzle, or says why there is none', async () => {
    const r = await runCli(['sudoku', 'hint', '-'], {
      stdin: [HARD, SOLVED, DEAD, '.'.repeat(16)].join('\n'),
    });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual([
      'Hidden single: in box 2, 6 fits only in r1c5.',
      'solved: the grid is complete',
      'no-solution: r1c1 has no possible value: the puzzle has no solution',
      'none: no technique applies (the puzzle has several solutions)',
    ]);
  });

  it('--json names cells and houses', async () => {
    const r = await runCli(['sudoku', 'hint', '--json', '-'], { stdin: HARD });
    expect(JSON.parse(r.lines[0]!)).toEqual({
      line: 1,
      status: 'step',
      step: {
        technique: 'hidden-single',
        name: 'Hidden single',
        explanation: 'Hidden single: in box 2, 6 fits only in r1c5.',
        placements: [{ cell: 'r1c5', value: 6 }],
        eliminations: [],
        cells: ['r1c5'],
        candidates: [{ cell: 'r1c5', value: 6 }],
        houses: ['box 2'],
        length: 0,
      },
    });
  });

  it('exits 2 on clashing givens and names them on stderr', async () => {
    const r = await runCli(['sudoku', 'hint', '-'], { stdin: `5.....5..${'.'.repeat(72)}\n${HARD}\n` });
    expect(r.code).toBe(2);
    expect(r.lines[0]).toBe('invalid: r1c1 and r1c7 both hold 5');
    expect(r.lines[1]).toBe('Hidden single: in box 2, 6 fits only in r1c5.');
    expect(r.err).toBe('line 1: r1c1 and r1c7 both hold 5\n');
  });

  it('reports an unreadable file as a usage error', async () => {
    const r = await runCli(['sudoku', 'hint', 'missing.txt'], {});
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/cannot read 'missing.txt'/);
  });
});
