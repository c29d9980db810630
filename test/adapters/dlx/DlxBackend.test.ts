import { filter, firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/createContainer.js';
import { DlxBackend } from '../../../adapters/dlx/index.js';
import { NativeBackend } from '../../../adapters/native/index.js';
import {
  checkAssignment,
  collectResult,
  countSolutions,
  Model,
  type SolutionEvent,
  solveAll,
  UnsupportedConstraintError,
} from '../../../core/index.js';
import { buildQueensModel } from '../../../models/queens/index.js';
import { buildSudokuModel, parseLine } from '../../../models/sudoku/index.js';

const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const EASY = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';

/** 12 variables all different over 11 values: unsatisfiable, and a huge tree to prove it. */
function pigeons(): Model {
  const m = new Model();
  m.allDifferent(m.intVars(12, (i) => `p${i}`, { min: 1, max: 11 }));
  return m;
}

describe('DlxBackend', () => {
  it('is registered in the container as dlx', () => {
    expect(getBackend(createContainer(), 'dlx')).toBeInstanceOf(DlxBackend);
  });

  it('solves a hard sudoku like native, with statistics of the matrix', () => {
    const { model } = buildSudokuModel(parseLine(HARD));
    const r = new DlxBackend().solveSync(model, { solutionLimit: 2 });
    expect(r.status).toBe('sat');
    expect(r.solutions).toHaveLength(1);
    expect(checkAssignment(model, r.solutions[0]!.values)).toEqual([]);
    const n = new NativeBackend().solveSync(model);
    expect([...r.solutions[0]!.values]).toEqual([...n.solutions[0]!.values]);
    expect(r.stats.nodes).toBeGreaterThan(0);
    expect(r.stats.solutions).toBe(1);
    expect(r.stats.extra).toMatchObject({
      primaryItems: 324,
      secondaryItems: 0,
      options: 729,
      permutationGroups: 27,
    });
  });

  it('reuses one matrix for puzzles of the same shape and answers each correctly', () => {
    const dlx = new DlxBackend();
    const puzzles = [HARD, EASY, HARD.replace('4', '.'), `${EASY.slice(0, 80)}1`];
    const results = puzzles.map((p) =>
      dlx.solveSync(buildSudokuModel(parseLine(p)).model, { solutionLimit: 2 }),
    );
    expect(results.map((r) => r.stats.extra?.templateReused)).toEqual([0, 1, 1, 1]);
    expect(results.map((r) => r.solutions.length)).toEqual([1, 1, 2, 0]);
    expect(results[3]!.status).toBe('unsat'); // two 1s in the last row
    results.forEach((r, i) => {
      const { model } = buildSudokuModel(parseLine(puzzles[i]!));
      for (const s of r.solutions) expect(checkAssignment(model, s.values)).toEqual([]);
    });
  });

  it('counts n-queens solutions (diagonals as forbidden pairs) like native', async () => {
    const known = [1, 0, 0, 2, 10, 4, 40, 92, 352];
    for (let n = 1; n <= known.length; n++) {
      const { model } = buildQueensModel(n);
      const r = await countSolutions(new DlxBackend(), model, 1000);
      expect(r.count).toBe(known[n - 1]);
    }
  });

  it('streams started, solutions and finished; take(1) stops the search at once', async () => {
    const { model } = buildQueensModel(8);
    const events = await lastValueFrom(
      new DlxBackend().solve(model, { solutionLimit: Number.POSITIVE_INFINITY }).pipe(toArray()),
    );
    expect(events[0]).toMatchObject({ type: 'started', backend: 'dlx', variables: 8 });
    const solutions = events.filter((e): e is SolutionEvent => e.type === 'solution');
    expect(solutions).toHaveLength(92);
    expect(solutions.map((s) => s.index)).toEqual([...Array(92).keys()]);
    expect(events.at(-1)).toMatchObject({ type: 'finished', status: 'sat' });
    const first = await firstValueFrom(
      new DlxBackend().solve(model, { solutionLimit: Number.POSITIVE_INFINITY }).pipe(
        filter((e): e is SolutionEvent => e.type === 'solution'),
        take(1),
      ),
    );
    expect(checkAssignment(model, first.solution.values)).toEqual([]);
  });

  it('stops on the time limit (timeout), on an abort (cancelled) and at the node limit (unknown)', async () => {
    const dlx = new DlxBackend();
    const timed = await collectResult(dlx.solve(pigeons(), { timeoutMs: 30, sliceMs: 5 }));
    expect(timed.status).toBe('timeout');
    expect(dlx.solveSync(pigeons(), { timeoutMs: 20 }).status).toBe('timeout');

    const controller = new AbortController();
    const pending = collectResult(dlx.solve(pigeons(), { signal: controller.signal, sliceMs: 5 }));
    setTimeout(() => controller.abort(), 20);
    const cancelled = await pending;
    expect(cancelled.status).toBe('cancelled');

    const limited = dlx.solveSync(pigeons(), { nodeLimit: 500 });
    expect(limited.status).toBe('unknown');
    expect(limited.reason).toMatch(/node limit/);
    expect(limited.stats.nodes).toBe(500);
    // The matrix came back whole after each stop: a fresh count is still right.
    const { model } = buildQueensModel(6);
    expect((await solveAll(dlx, model)).solutions).toHaveLength(4);
  });

  it('emits progress events during a long search', async () => {
    const events = await lastValueFrom(
      new DlxBackend()
        .solve(pigeons(), { timeoutMs: 400, sliceMs: 5, progressIntervalMs: 10 })
        .pipe(toArray()),
    );
    expect(events.some((e) => e.type === 'progress')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'finished', status: 'timeout' });
  });

  it('names unsupported constraints and refuses them before any search', async () => {
    const m = new Model();
    const x = m.intVar('x', { min: 0, max: 3 });
    const y = m.intVar('y', { min: 0, max: 3 });
    m.linear([x, y], [1, 1], '=', 3, 'sum');
    m.table([x, y], [[0, 3]], 'pairs');
    m.relation('lt', m.intVar('big1', { min: 0, max: 999 }), m.intVar('big2', { min: 0, max: 999 }));
    m.notEqual(x, y);
    const dlx = new DlxBackend();
    const report = dlx.supports(m);
    expect(report.ok).toBe(false);
    expect(report.unsupported).toHaveLength(3);
    expect(report.unsupported[0]).toMatch(/^linear "sum" \(#0\)/);
    expect(report.unsupported[1]).toMatch(/^table "pairs" \(#1\)/);
    expect(report.unsupported[2]).toMatch(/^relation \(#2\): 'lt' over domains of 1000 and 1000 values/);
    expect(() => dlx.solveSync(m)).toThrow(UnsupportedConstraintError);
    await expect(collectResult(dlx.solve(m))).rejects.toThrow(/cannot express: linear "sum"/);
  });

  it('handles an empty model, unconstrained variables and sparse domains', () => {
    const dlx = new DlxBackend();
    expect(dlx.solveSync(new Model()).status).toBe('sat');
    const m = new Model();
    m.intVar('a', { min: 1, max: 3 });
    // Values spread over 101,001 integers: built from the domains' own values, not ranges.
    const b = m.intVar('b', [-100000, 0, 1000]);
    const c = m.intVar('c', { min: 0, max: 1000 });
    m.allDifferent([b, c]);
    const r = dlx.solveSync(m, { solutionLimit: Number.POSITIVE_INFINITY });
    expect(r.solutions).toHaveLength(3 * (3 * 1001 - 2));
    expect(r.stats.extra?.options).toBe(3 + 3 + 1001);
  });
});
