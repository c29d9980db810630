/**
 * Shared test harness for the propagators: random domains, brute-force oracles, and a runner
 * that interleaves outside changes (as a search would make them) with propagation.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { DomainStore } from '../../../core/domain/DomainStore.js';
import { PropagationEngine } from '../../../core/propagation/PropagationEngine.js';
import type { Propagator } from '../../../core/propagation/Propagator.js';

// A fixed seed keeps the suite deterministic (every test file here imports this module);
// change it locally to explore other cases.
fc.configureGlobal({ seed: 0x5eed });

/** A variable's initial domain: its bit-0 value, its bit count, and the values kept. */
export interface DomSpec {
  readonly offset: number;
  readonly span: number;
  readonly values: readonly number[];
}

/** Random domains: offset in `[minOffset, maxOffset]`, span in `[minSpan, maxSpan]`, a non-empty subset. */
export function domArb(
  minOffset: number,
  maxOffset: number,
  minSpan: number,
  maxSpan: number,
): fc.Arbitrary<DomSpec> {
  return fc
    .record({
      offset: fc.integer({ min: minOffset, max: maxOffset }),
      span: fc.integer({ min: minSpan, max: maxSpan }),
    })
    .chain(({ offset, span }) =>
      fc
        .subarray(
          Array.from({ length: span }, (_, i) => offset + i),
          { minLength: 1 },
        )
        .map((values) => ({ offset, span, values })),
    );
}

/** A store holding exactly the given domains. */
export function makeStore(doms: readonly DomSpec[]): DomainStore {
  const store = new DomainStore(
    doms.map((d) => d.offset),
    doms.map((d) => d.span),
  );
  doms.forEach((d, v) => {
    const keep = new Set(d.values);
    for (let i = 0; i < d.span; i++) if (!keep.has(d.offset + i)) store.initClear(v, i);
  });
  return store;
}

/** A finalized engine over `doms` running `props`. */
export function makeEngine(doms: readonly DomSpec[], props: readonly Propagator[]): PropagationEngine {
  const engine = new PropagationEngine(makeStore(doms));
  for (const p of props) engine.add(p);
  engine.finalize();
  return engine;
}

/** Every variable's values, ascending. */
export function domainsOf(engine: PropagationEngine): number[][] {
  const out: number[][] = [];
  for (let v = 0; v < engine.store.n; v++) out.push(engine.store.values(v));
  return out;
}

/** Brute force: the number of solutions and, per variable, the values used by some solution. */
export function supports(
  domains: readonly (readonly number[])[],
  pred: (values: readonly number[]) => boolean,
): { count: number; sup: number[][] } {
  const n = domains.length;
  const sets = domains.map(() => new Set<number>());
  const at = new Array<number>(n).fill(0);
  const vals = domains.map((d) => d[0]!);
  let count = 0;
  if (domains.some((d) => d.length === 0)) return { count: 0, sup: sets.map(() => []) };
  for (;;) {
    if (pred(vals)) {
      count++;
      for (let v = 0; v < n; v++) sets[v]!.add(vals[v]!);
    }
    let v = 0;
    while (v < n && ++at[v]! === domains[v]!.length) {
      at[v] = 0;
      vals[v] = domains[v]![0]!;
      v++;
    }
    if (v === n) break;
    vals[v] = domains[v]![at[v]!]!;
  }
  return { count, sup: sets.map((s) => [...s].sort((a, b) => a - b)) };
}

/** An outside change: remove (or assign) the `pick`-th value of variable `v` (both taken modulo). */
export interface Action {
  readonly v: number;
  readonly pick: number;
  readonly assign: boolean;
}

/** Random outside changes. */
export const actionsArb: fc.Arbitrary<Action[]> = fc.array(
  fc.record({ v: fc.nat(), pick: fc.nat(), assign: fc.boolean() }),
  { maxLength: 6 },
);

/** Applies `a` through the engine; `false` when it would wipe out the domain (nothing done). */
export function apply(engine: PropagationEngine, a: Action): boolean {
  const s = engine.store;
  const v = a.v % s.n;
  const vals = s.values(v);
  const value = vals[a.pick % vals.length]!;
  if (a.assign) return engine.assignValue(v, value);
  if (vals.length === 1) return false;
  return engine.removeValue(v, value);
}

/**
 * Runs root propagation, then each action followed by propagation, calling `check` with the
 * domains just before each propagation, its result, and the engine after it.
 */
export function runSequence(
  engine: PropagationEngine,
  actions: readonly Action[],
  check: (before: number[][], ok: boolean) => void,
): void {
  let before = domainsOf(engine);
  let ok = engine.propagate();
  check(before, ok);
  for (const a of actions) {
    if (!ok || !apply(engine, a)) return;
    before = domainsOf(engine);
    ok = engine.propagate();
    check(before, ok);
  }
}

/** Checks generalized arc consistency: fail iff no solution, else exactly the supported values remain. */
export function expectGac(
  engine: PropagationEngine,
  before: readonly (readonly number[])[],
  ok: boolean,
  pred: (values: readonly number[]) => boolean,
): void {
  const { count, sup } = supports(before, pred);
  if (count === 0) {
    expect(ok).toBe(false);
    return;
  }
  expect(ok).toBe(true);
  expect(domainsOf(engine)).toEqual(sup);
}

/** Checks soundness: a failure means no solution, and no value of a solution was removed. */
export function expectSound(
  engine: PropagationEngine,
  before: readonly (readonly number[])[],
  ok: boolean,
  pred: (values: readonly number[]) => boolean,
): void {
  const { count, sup } = supports(before, pred);
  if (count === 0) return;
  expect(ok).toBe(true);
  const after = domainsOf(engine);
  sup.forEach((vals, v) => {
    for (const x of vals) expect(after[v]).toContain(x);
  });
}
