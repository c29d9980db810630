import { afterEach, describe, expect, it, vi } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { PropagationEngine } from '../../core/propagation/PropagationEngine.js';
import { buildSudokuModel, SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';

// The time limit of a multi-word (wide) solve, on a clock that advances with the work done: every
// domain change costs one microsecond of fake time. Then "the limit is honoured within X ms" means
// "the engine stops within X ms' worth of work after its deadline", whatever the machine's load:
// the engine must look at its clock at bounded work intervals everywhere, in the all-different
// family's long passes as in the search.

/** A 36×36 sudoku (36 values: two words per domain) with `givens` cells of a shuffled pattern grid kept. */
function puzzle36(givens: number, seed: number): SudokuGrid {
  const g = SudokuGeometry.fromBox(6, 6);
  const n = 36;
  let s = seed >>> 0;
  const rnd = (k: number): number => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % k;
  };
  const label = [...Array(n).keys()];
  for (let i = n - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [label[i], label[j]] = [label[j]!, label[i]!];
  }
  const cells = new Int32Array(n * n);
  for (let r = 0; r < n; r++)
    for (let c = 0; c < n; c++) cells[r * n + c] = label[(6 * (r % 6) + Math.floor(r / 6) + c) % n]! + 1;
  const order = [...Array(n * n).keys()];
  for (let i = order.length - 1; i > 0; i--) {
    const j = rnd(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  for (const k of order.slice(givens)) cells[k] = 0;
  return new SudokuGrid(g, cells);
}

afterEach(() => {
  vi.restoreAllMocks();
});

/** Makes `performance.now()` advance one microsecond per domain change; returns the fake clock. */
function clockOfWork(): () => number {
  let work = 0;
  const now = (): number => work / 1000;
  vi.spyOn(performance, 'now').mockImplementation(now);
  for (const m of ['remove', 'assign', 'keepWord'] as const) {
    const real = PropagationEngine.prototype[m] as (this: PropagationEngine, ...a: number[]) => boolean;
    vi.spyOn(PropagationEngine.prototype, m).mockImplementation(function (
      this: PropagationEngine,
      ...a: number[]
    ) {
      work++;
      return real.apply(this, a);
    });
  }
  return now;
}

describe('time limits on large grids', () => {
  it('stop a wide solve within 5 ms of work after the deadline', () => {
    const now = clockOfWork();
    const backend = new NativeBackend();
    let timedOut = 0;
    for (const seed of [1, 2, 3]) {
      // 30 % givens: far below what propagation alone solves, so the search runs into the limit.
      const { model } = buildSudokuModel(puzzle36(Math.round(0.3 * 36 * 36), seed));
      const limitMs = 40;
      const start = now();
      const r = backend.solveSync(model, { timeoutMs: limitMs, solutionLimit: 1 });
      const overrun = now() - (start + limitMs);
      if (r.status === 'timeout') {
        timedOut++;
        expect(overrun).toBeLessThan(5);
      } else expect(r.status).toBe('sat');
    }
    // The test means something only if the limit was hit.
    expect(timedOut).toBeGreaterThan(0);
  });

  it('stop a forced learning solve in its root propagation, before its atoms are built', () => {
    const now = clockOfWork();
    const backend = new NativeBackend();
    // The root propagation of 30 % givens makes tens of thousands of changes (tens of fake ms):
    // limits of 2–10 ms fall inside it.
    const { model } = buildSudokuModel(puzzle36(Math.round(0.3 * 36 * 36), 4));
    for (const limitMs of [2, 5, 10]) {
      const start = now();
      const r = backend.solveSync(model, {
        timeoutMs: limitMs,
        solutionLimit: 1,
        backendOptions: { native: { learning: true } },
      });
      expect(r.status).toBe('timeout');
      expect(now() - (start + limitMs)).toBeLessThan(5);
    }
  });
  it('stop a forced learning solve within 1 ms of work after the deadline, in its conflicts', () => {
    const now = clockOfWork();
    const backend = new NativeBackend();
    let timedOut = 0;
    for (const seed of [4, 5]) {
      const { model } = buildSudokuModel(puzzle36(Math.round(0.3 * 36 * 36), seed));
      // The root propagation takes about 20 fake ms, the search about 40–90 more: the limits fall
      // in both, most among the conflicts (reading the clock every 64 steps overran by up to 2 ms).
      for (const limitMs of [20, 35, 50, 65, 80, 95]) {
        const start = now();
        const r = backend.solveSync(model, {
          timeoutMs: limitMs,
          solutionLimit: 1,
          backendOptions: { native: { learning: true } },
        });
        const overrun = now() - (start + limitMs);
        if (r.status === 'timeout') {
          timedOut++;
          expect(overrun).toBeLessThan(1);
        } else expect(r.status).toBe('sat');
      }
    }
    expect(timedOut).toBeGreaterThan(2);
  });
});
