import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../adapters/native/NativeBackend.js';
import {
  checkAssignment,
  countSolutions,
  domWdeg,
  InvalidModelError,
  lubyRestarts,
  Model,
  NO_RESTARTS,
  type SolverEvent,
  solveAll,
  solveOne,
  solveSync,
  VALUE_ORDERS,
  VARIABLE_ORDERS,
} from '../../core/index.js';
import { buildSudokuModel, readPuzzles } from '../../models/sudoku/index.js';
import { bruteForceSolutions, solutionKey } from '../support/bruteForce.js';
import { queensModel } from '../support/queensModel.js';
import { buildRandomModel, randomModelSpec } from '../support/randomModel.js';

/** A model with a huge search space and no solution: pigeonhole over notEqual cliques. */
function hardUnsat(n: number): Model {
  const m = new Model();
  const x = m.intVars(n, (i) => `x${i}`, { min: 1, max: n - 1 });
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) m.notEqual(x[i]!, x[j]!);
  return m;
}

describe('native backend', () => {
  const backend = new NativeBackend();

  it('emits started, solutions, then one finished, and completes', async () => {
    const events = await lastValueFrom(
      backend.solve(queensModel(6), { solutionLimit: Infinity }).pipe(toArray()),
    );
    expect(events[0]!.type).toBe('started');
    const finished = events.filter((e) => e.type === 'finished');
    expect(finished).toHaveLength(1);
    expect(events.at(-1)!.type).toBe('finished');
    expect(events.filter((e) => e.type === 'solution')).toHaveLength(4);
    if (finished[0]!.type === 'finished') {
      expect(finished[0]!.status).toBe('sat');
      expect(finished[0]!.stats.solutions).toBe(4);
    }
  });

  it('is cold: nothing runs before subscription', () => {
    const m = queensModel(8);
    const stream = backend.solve(m);
    // A second subscription gets its own full run.
    return Promise.all([lastValueFrom(stream.pipe(toArray())), lastValueFrom(stream.pipe(toArray()))]).then(
      ([a, b]) => expect(a.length).toBe(b.length),
    );
  });

  it('take(1) stops after the first solution', async () => {
    const first = await firstValueFrom(
      backend.solve(queensModel(10), { solutionLimit: Infinity }).pipe((src) => src, take(2), toArray()),
    );
    expect(first[1]!.type).toBe('solution');
  });

  it('unsubscribing cancels a long search', async () => {
    const seen: SolverEvent[] = [];
    const sub = backend.solve(hardUnsat(13), { progressIntervalMs: 1 }).subscribe((e) => seen.push(e));
    await new Promise((r) => setTimeout(r, 50));
    sub.unsubscribe();
    const count = seen.length;
    await new Promise((r) => setTimeout(r, 50));
    expect(seen.length).toBe(count);
    expect(seen.some((e) => e.type === 'finished')).toBe(false);
  });

  it('stays responsive: a timer fires while the search runs, and progress events arrive', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const events = await lastValueFrom(
      backend.solve(hardUnsat(12), { timeoutMs: 400, progressIntervalMs: 20, sliceMs: 5 }).pipe(toArray()),
    );
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(3);
    expect(events.some((e) => e.type === 'progress')).toBe(true);
    const fin = events.at(-1)!;
    expect(fin.type === 'finished' && fin.status).toBe('timeout');
  });

  it('honours AbortSignal', async () => {
    const ctl = new AbortController();
    setTimeout(() => ctl.abort(), 30);
    const r = await solveOne(backend, hardUnsat(13), { signal: ctl.signal });
    expect(r.status).toBe('cancelled');
  });

  it('honours node limits and reports unknown', () => {
    const r = solveSync(backend, hardUnsat(10), { nodeLimit: 100 });
    expect(r.status).toBe('unknown');
    expect(r.stats.nodes).toBe(100);
  });

  it('honours time limits in the synchronous mode', () => {
    const r = solveSync(backend, hardUnsat(14), { timeoutMs: 50 });
    expect(r.status).toBe('timeout');
  });

  it('answers unsat as a status, not an exception', async () => {
    const r = await solveOne(backend, hardUnsat(6));
    expect(r.status).toBe('unsat');
    expect(r.solutions).toHaveLength(0);
  });

  it('counts up to a cap (uniqueness = count to 2)', async () => {
    const c = await countSolutions(backend, queensModel(8), 2);
    expect(c).toMatchObject({ count: 2, capped: true });
    const all = await countSolutions(backend, queensModel(8), 1000);
    expect(all).toMatchObject({ count: 92, capped: false });
  });

  it('reads solutions by name and as a typed array', async () => {
    const m = new Model();
    const x = m.intVar('x', { min: 1, max: 3 });
    const y = m.intVar('y', { min: 1, max: 3 });
    m.lessThan(x, y);
    m.linear([x, y], [1, 1], '=', 5);
    const r = await solveOne(backend, m);
    const s = r.solutions[0]!;
    expect(s.get('x')).toBe(2);
    expect(s.get(y)).toBe(3);
    expect(Array.from(s.values)).toEqual([2, 3]);
    expect(s.toRecord()).toEqual({ x: 2, y: 3 });
  });

  it('handles sparse and negative domains and wide domains (multi-word)', async () => {
    const m = new Model();
    const a = m.intVar('a', { min: -40, max: 40 });
    const b = m.intVar('b', [-5, 100, 7, 33]);
    const c = m.intVar('c', { min: 0, max: 200 });
    m.allDifferent([a, b, c]);
    m.linear([a, b, c], [1, 1, -1], '=', 0);
    m.relation('absDiffEq', a, b, 26);
    const r = await solveAll(backend, m);
    expect(r.solutions.length).toBeGreaterThan(0);
    for (const s of r.solutions) expect(checkAssignment(m, s.values)).toEqual([]);
  });

  it('search is iterative: 30,000 decisions deep without stack overflow', () => {
    const m = new Model();
    const n = 30_000;
    m.intVars(n, (i) => `b${i}`, { min: 0, max: 1 });
    const r = solveSync(backend, m);
    expect(r.status).toBe('sat');
    expect(r.stats.maxDepth).toBe(n);
  });

  it('trace events are opt-in and describe decisions, backtracks and domain changes', async () => {
    const plain = await lastValueFrom(backend.solve(queensModel(6)).pipe(toArray()));
    expect(plain.some((e) => e.type === 'decision' || e.type === 'domain')).toBe(false);
    const traced = await lastValueFrom(
      backend.solve(queensModel(6), { trace: { decisions: true, domains: true } }).pipe(toArray()),
    );
    expect(traced.some((e) => e.type === 'decision')).toBe(true);
    expect(traced.some((e) => e.type === 'backtrack')).toBe(true);
    const dom = traced.find((e) => e.type === 'domain');
    expect(dom && dom.type === 'domain' && dom.removed.length).toBeGreaterThan(0);
  });

  it('every all-different strength, variable and value order finds the same solutions', () => {
    fc.assert(
      fc.property(randomModelSpec({ vars: 6 }), (spec) => {
        const m = buildRandomModel(spec);
        const expected = solutionKey(bruteForceSolutions(m));
        for (const allDifferent of ['singles', 'overlaps', 'matching'] as const) {
          for (const valueOrder of Object.values(VALUE_ORDERS)) {
            for (const variableOrder of Object.values(VARIABLE_ORDERS)) {
              const r = backend.solveSync(m, {
                solutionLimit: Infinity,
                backendOptions: { native: { allDifferent } },
                valueOrder,
                variableOrder,
              });
              expect(solutionKey(r.solutions.map((s) => s.values))).toEqual(expected);
            }
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('branching on two-place values enumerates every Latin square of order 4 exactly once', () => {
    const m = new Model();
    const n = 4;
    const cells = m.intVars(n * n, (i) => `c${i}`, { min: 1, max: n });
    for (let r = 0; r < n; r++) m.allDifferent(cells.slice(r * n, r * n + n));
    for (let c = 0; c < n; c++) m.allDifferent(cells.filter((_, i) => i % n === c));
    const r = backend.solveSync(m, {
      solutionLimit: Infinity,
      backendOptions: { native: { branchOnPlaces: true } },
    });
    expect(r.solutions).toHaveLength(576);
    expect(new Set(r.solutions.map((s) => s.values.join(','))).size).toBe(576);
  });

  it('restarts keep the answer (first solution found, unsat proven)', () => {
    for (let n = 4; n <= 9; n++) {
      const r = backend.solveSync(queensModel(n), {
        restarts: lubyRestarts(2),
        variableOrder: domWdeg,
        seed: n,
      });
      expect(r.status).toBe('sat');
      expect(checkAssignment(queensModel(n), r.solutions[0]!.values)).toEqual([]);
    }
    expect(backend.solveSync(hardUnsat(7), { restarts: lubyRestarts(1) }).status).toBe('unsat');
  });

  it('escalates a long default search to restarts and still proves unsat / finds every solution', () => {
    const unsat = backend.solveSync(hardUnsat(9));
    expect(unsat.status).toBe('unsat');
    expect(unsat.stats.failures).toBeGreaterThan(2000);
    expect(unsat.stats.restarts).toBeGreaterThan(0);
    const fixed = backend.solveSync(hardUnsat(9), { restarts: NO_RESTARTS });
    expect(fixed.status).toBe('unsat');
    expect(fixed.stats.restarts).toBe(0);
  });

  it('repeats an escalated search exactly on a reused engine (random tie-breaks seeded at escalation)', () => {
    // A 25×25 at fill 0.42 that escalates to restarts with random tie-breaks.
    const text = readFileSync(new URL('../fixtures/sudoku/r5_f042_s1.txt', import.meta.url), 'utf8');
    const grid = readPuzzles(text)[0]?.grid;
    if (grid === undefined) throw new Error('fixture r5_f042_s1 did not parse');
    const { model } = buildSudokuModel(grid);
    const runs = [2, 1, 2].map((seed) =>
      backend.solveSync(model, { seed, backendOptions: { native: { portfolio: false } } }),
    );
    for (const r of runs) {
      expect(r.status).toBe('sat');
      expect(r.stats.restarts).toBeGreaterThan(0);
    }
    // The third run follows the first exactly although the engine ran seed 1 between them.
    expect(runs[2]!.stats.nodes).toBe(runs[0]!.stats.nodes);
    expect(runs[2]!.stats.restarts).toBe(runs[0]!.stats.restarts);
    expect(runs[1]!.stats.nodes).not.toBe(runs[0]!.stats.nodes);
  });

  it('rejects a domain too wide for the bitset store with a clear error', () => {
    const m = new Model();
    m.intVar('x', { min: 0, max: 5_000_000 });
    expect(backend.supports(m).ok).toBe(false);
    expect(() => backend.solveSync(m)).toThrow(InvalidModelError);
  });

  it('reuses its compiled engine across models of one shape and still answers each correctly', () => {
    const build = (g: number): Model => {
      const m = new Model();
      const xs = m.intVars(4, (i) => `x${i}`, { min: 1, max: 4 });
      m.intVar('pad', { min: g, max: g });
      m.allDifferent(xs);
      return m;
    };
    for (let g = 1; g <= 3; g++) {
      const r = backend.solveSync(build(g), { solutionLimit: Infinity });
      expect(r.solutions).toHaveLength(24);
      expect(r.solutions[0]!.get('pad')).toBe(g);
    }
  });
});
