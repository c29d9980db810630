import { describe, expect, it } from 'vitest';
import { isValidQueens } from '../../models/queens/index.js';
import { runCli } from './fakeIo.js';

/** Reads a drawn board back into queen columns. */
function columnsOf(board: string[]): number[] {
  return board.map((row) => row.split(' ').indexOf('Q') + 1);
}

describe('cspkit queens', () => {
  it('draws one solution as a board by default', async () => {
    const r = await runCli(['queens', '8']);
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(8);
    expect(isValidQueens(columnsOf(r.lines))).toBe(true);
  });

  it('prints every solution as a line of columns with --all', async () => {
    const r = await runCli(['queens', '4', '--all']);
    expect(r.code).toBe(0);
    expect([...r.lines].sort()).toEqual(['2 4 1 3', '3 1 4 2']);
  });

  it('prints the number of solutions with --count', async () => {
    expect((await runCli(['queens', '8', '--count'])).lines).toEqual(['92']);
    expect((await runCli(['queens', '3', '--count'])).lines).toEqual(['0']);
  });

  it('prints unsat when there is no solution', async () => {
    const r = await runCli(['queens', '3']);
    expect(r.code).toBe(0);
    expect(r.lines).toEqual(['unsat']);
  });

  it('rejects a bad N and --all with --count (exit 2)', async () => {
    expect((await runCli(['queens', 'x'])).code).toBe(2);
    expect((await runCli(['queens', '0'])).code).toBe(2);
    const both = await runCli(['queens', '4', '--all', '--count']);
    expect(both.code).toBe(2);
    expect(both.err).toMatch(/cannot be used with/);
  });
});
