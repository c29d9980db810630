import { firstValueFrom, lastValueFrom, take, toArray } from 'rxjs';
import { afterAll, describe, expect, it } from 'vitest';
import { createContainer, getBackend } from '../../../adapters/createContainer.js';
import { SatBackend } from '../../../adapters/sat/index.js';
import {
  checkAssignment,
  countSolutions,
  Model,
  type SolverEvent,
  solveAll,
  UnsupportedConstraintError,
} from '../../../core/index.js';
import { buildSudokuModel, parseLine } from '../../../models/sudoku/index.js';
import { queensModel } from '../../support/queensModel.js';

const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

/** Pigeonhole with pairwise ≠ (root propagation cannot see it): hopeless for MiniSat at 12 into 11. */
function pigeonhole(pigeons: number, holes: number): Model {
  const m = new Model();
  const p = m.intVars(pigeons, (i) => `p${i}`, { min: 1, max: holes });
  for (let i = 0; i < pigeons; i++) for (let j = i + 1; j < pigeons; j++) m.notEqual(p[i]!, p[j]!);
  return m;
}

const backends: SatBackend[] = [];
function backend(options: ConstructorParameters<typeof SatBackend>[0] = {}): SatBackend {
  const b = new SatBackend(options);
  backends.push(b);
  return b;
}
afterAll(() => {
  for (const b of backends) b.close();
});

describe('SatBackend', () => {
  it('is registered as sat', () => {
    expect(getBackend(createContainer(), 'sat').id).toBe('sat');
  });

  it('solves a 17-clue sudoku and reports SAT statistics', () => {
    const sudoku = buildSudokuModel(parseLine(SEVENTEEN));
    const r = backend().solveSync(sudoku.model);
    expect(r.status).toBe('sat');
    expect(checkAssignment(sudoku.model, r.solutions[0]!.values)).toEqual([]);
    const extra = r.stats.extra!;
    expect(extra.variables).toBeGreaterThan(0);
    expect(extra.clauses).toBeGreaterThan(0);
    expect(extra.encodeMs).toBeGreaterThanOrEqual(0);
    expect(extra.solveMs).toBeGreaterThanOrEqual(0);
    expect(extra.worker).toBe(0);
  });

  it('emits started, solutions and one finished event', async () => {
    const events = await lastValueFrom(
      backend().solve(queensModel(6), { solutionLimit: 10 }).pipe(toArray()),
    );
    expect(events.map((e) => e.type)).toEqual([
      'started',
      'solution',
      'solution',
      'solution',
      'solution',
      'finished',
    ]);
    const fin = events.at(-1) as Extract<SolverEvent, { type: 'finished' }>;
    expect(fin.status).toBe('sat');
    expect(fin.stats.solutions).toBe(4);
  });

  it('counts and caps with the solution limit (blocking clauses)', async () => {
    const b = backend();
    expect((await countSolutions(b, queensModel(8), 1000)).count).toBe(92);
    const capped = await countSolutions(b, queensModel(8), 5);
    expect(capped).toMatchObject({ count: 5, capped: true });
    expect(capped.result.status).toBe('sat');
    const all = await solveAll(b, queensModel(3));
    expect(all.status).toBe('unsat');
  });

  it('stops after take(1) without a finished event', async () => {
    const first = await firstValueFrom(
      backend().solve(queensModel(8), { solutionLimit: 100 }).pipe(take(2), toArray()),
    );
    expect(first.map((e) => e.type)).toEqual(['started', 'solution']);
  });

  it('answers unsat and solved instances found by root propagation', () => {
    const m = new Model();
    const v = m.intVars(3, (i) => `v${i}`, { min: 1, max: 2 });
    m.allDifferent(v);
    expect(backend().solveSync(m).status).toBe('unsat');
    const one = new Model();
    one.intVar('x', { min: 4, max: 4 });
    const r = backend().solveSync(one);
    expect(r.status).toBe('sat');
    expect(Array.from(r.solutions[0]!.values)).toEqual([4]);
  });

  it('rejects unsupported constraints before encoding', async () => {
    const m = new Model();
    m.intVar('x', { min: 0, max: 1 });
    (m.constraints as unknown as { type: string }[]).push({ type: 'noSuchKind' });
    const b = backend();
    expect(b.supports(m).unsupported.join()).toMatch(/noSuchKind/);
    expect(() => b.solveSync(m)).toThrow(UnsupportedConstraintError);
    await expect(lastValueFrom(b.solve(m))).rejects.toBeInstanceOf(UnsupportedConstraintError);
  });

  it('warns in advance when the full encoding looks too large for the heap', () => {
    const report = backend({ warnClauses: 1000 }).supports(queensModel(30));
    expect(report.ok).toBe(true);
    expect(report.warnings.join()).toMatch(/may exceed the SAT heap/);
  });

  it('honours the root propagation strength of the solve options (the hybrid knob)', () => {
    const sudoku = buildSudokuModel(parseLine(SEVENTEEN));
    const b = backend();
    const weak = b.solveSync(sudoku.model, { backendOptions: { sat: { propagation: 'singles' } } });
    const strong = b.solveSync(sudoku.model, { backendOptions: { sat: { propagation: 'matching' } } });
    expect(strong.stats.extra!.clauses!).toBeLessThanOrEqual(weak.stats.extra!.clauses!);
    expect(strong.solutions[0]!.values).toEqual(weak.solutions[0]!.values);
  });
});

describe('SatBackend worker mode', () => {
  it('solves in a worker thread (sync and async) with the same answers', async () => {
    const b = backend({ worker: 'always' });
    const sync = b.solveSync(queensModel(8), { solutionLimit: 200, timeoutMs: 20_000 });
    expect(sync.status).toBe('sat');
    expect(sync.solutions).toHaveLength(92);
    expect(sync.stats.extra!.worker).toBe(1);
    const async = await solveAll(b, queensModel(6), { timeoutMs: 20_000 });
    expect(async.solutions).toHaveLength(4);
    for (const s of async.solutions) expect(checkAssignment(queensModel(6), s.values)).toEqual([]);
  });

  it('stops a hopeless solve at the time limit, synchronously (terminating the worker)', () => {
    const b = backend({ worker: 'always' });
    // A first job proves the worker runs (and keeps it warm), so the limit stops MiniSat itself.
    expect(b.solveSync(queensModel(6), { solutionLimit: 10, timeoutMs: 20_000 }).solutions).toHaveLength(4);
    const t0 = performance.now();
    const r = b.solveSync(pigeonhole(12, 11), { timeoutMs: 800 });
    expect(r.status).toBe('timeout');
    expect(r.reason).toMatch(/time limit/);
    expect(performance.now() - t0).toBeLessThan(15_000);
  });

  it('stops a hopeless solve at the time limit in the event stream', async () => {
    const events = await lastValueFrom(
      backend({ inlineMaxClauses: 0 }).solve(pigeonhole(12, 11), { timeoutMs: 800 }).pipe(toArray()),
    );
    const fin = events.at(-1) as Extract<SolverEvent, { type: 'finished' }>;
    expect(fin.type).toBe('finished');
    expect(fin.status).toBe('timeout');
    expect(fin.stats.extra!.worker).toBe(1);
  });

  it('takes a time limit beyond 2³¹ − 1 ms as a limit, not as 1 ms (setTimeout would)', async () => {
    const events = await lastValueFrom(
      backend({ worker: 'always' })
        .solve(queensModel(6), { timeoutMs: 3_000_000_000, solutionLimit: Number.POSITIVE_INFINITY })
        .pipe(toArray()),
    );
    const fin = events.at(-1) as Extract<SolverEvent, { type: 'finished' }>;
    expect(fin.status).toBe('sat');
    expect(fin.stats.solutions).toBe(4);
  });

  it('cancels on an abort signal and on unsubscribe', async () => {
    const b = backend({ worker: 'always' });
    const ctl = new AbortController();
    const done = lastValueFrom(b.solve(pigeonhole(12, 11), { signal: ctl.signal }).pipe(toArray()));
    setTimeout(() => ctl.abort(), 300);
    const fin = (await done).at(-1) as Extract<SolverEvent, { type: 'finished' }>;
    expect(fin.status).toBe('cancelled');

    const seen: string[] = [];
    const sub = b.solve(pigeonhole(12, 11)).subscribe((e) => seen.push(e.type));
    await new Promise((r) => setTimeout(r, 200));
    sub.unsubscribe();
    await new Promise((r) => setTimeout(r, 100));
    expect(seen).toEqual(['started']);
  });

  it('keeps small instances on the calling thread in auto mode, even with a time limit', () => {
    const r = backend().solveSync(queensModel(8), { timeoutMs: 5_000 });
    expect(r.status).toBe('sat');
    expect(r.stats.extra!.worker).toBe(0);
  });
});
