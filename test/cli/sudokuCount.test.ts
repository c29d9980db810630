import { describe, expect, it } from 'vitest';
import { runCli } from './fakeIo.js';

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
const UNSAT = `.12345678${'9'.padEnd(9, '.')}${'.'.repeat(63)}`;
// An empty 4×4 grid has 288 solutions.
const EMPTY_4 = '.'.repeat(16);

describe('cspkit sudoku count', () => {
  it('prints 1 for a unique puzzle, 2+ for an empty grid and 0 for an unsat one (default cap 2)', async () => {
    const r = await runCli(['sudoku', 'count', '-'], { stdin: [EASY, EMPTY_4, UNSAT].join('\n') });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual(['1', '2+', '0']);
  });

  it('caps at --limit K and prints K+', async () => {
    const r = await runCli(['sudoku', 'count', '--limit', '5', '-'], { stdin: `${EMPTY_4}\n${EASY}\n` });
    expect(r.code).toBe(0);
    expect(r.lines).toEqual(['5+', '1']);
  });

  it('counts every solution when the cap is above the count', async () => {
    const r = await runCli(['sudoku', 'count', '--limit', '1000', '-'], { stdin: EMPTY_4 });
    expect(r.lines).toEqual(['288']);
  });

  it('prints invalid: <reason> for a clashing puzzle and exits 2', async () => {
    const r = await runCli(['sudoku', 'count', '-'], { stdin: `11${'.'.repeat(14)}\n${EASY}\n` });
    expect(r.code).toBe(2);
    expect(r.lines).toEqual(['invalid: r1c1 and r1c2 both hold 1', '1']);
    expect(r.err).toBe('line 1: r1c1 and r1c2 both hold 1\n');
  });

  it('rejects a non-positive --limit with exit 2', async () => {
    const r = await runCli(['sudoku', 'count', '--limit', '0', '-'], { stdin: EASY });
    expect(r.code).toBe(2);
  });
});
