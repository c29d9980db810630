import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../adapters/createContainer.js';
import type { SatBackend } from '../../adapters/sat/SatBackend.js';
import { buildSudokuModel, readPuzzles, SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';

const HARD_36 = fileURLToPath(new URL('../fixtures/sudoku/r6_f042_s2.txt', import.meta.url));
const container = createContainer();
afterAll(() => {
  (getBackend(container, 'sat') as SatBackend).close();
});

/** Loose on purpose (a loaded 2-core machine): the old overruns were seconds. */
const SLACK_MS = 1000;

describe('time limits are kept on large grids', () => {
  it.each(['native', 'dlx', 'sat'])(
    '%s: a hard 36×36 with a 400 ms limit ends as timeout in time',
    (name) => {
      const { model } = buildSudokuModel(readPuzzles(readFileSync(HARD_36, 'utf8'))[0]!.grid!);
      const started = performance.now();
      const r = getBackend(container, name).solveSync!(model, { timeoutMs: 400 });
      const elapsed = performance.now() - started;
      expect(r.status).toBe('timeout');
      expect(elapsed).toBeLessThan(400 + SLACK_MS);
    },
  );

  it('native: an empty 100×100 stops at its limit, not after the propagation of many more steps', () => {
    // Each search step here propagates for tens of milliseconds; the clock used to be read every
    // 256 steps only, so a 2 s limit ended after 6 s.
    const { model } = buildSudokuModel(new SudokuGrid(SudokuGeometry.fromBox(10, 10)));
    const backend = getBackend(container, 'native');
    const started = performance.now();
    const r = backend.solveSync!(model, { timeoutMs: 1500 });
    const elapsed = performance.now() - started;
    expect(r.status).toBe('timeout');
    expect(r.stats.nodes).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(1500 + SLACK_MS);
  });
});
