import fc from 'fast-check';
import { expect } from 'vitest';
import type { Propagator } from '../../../core/propagation/Propagator.js';
import {
  type Action,
  actionsArb,
  type DomSpec,
  expectGac,
  expectSound,
  makeEngine,
  runSequence,
} from '../propagators/harness.js';

/** A predicate on a full assignment (values indexed by variable). */
export type Holds = (values: readonly number[]) => boolean;

/** One drawn case: the domains, the extra fields `T`, and the outside changes. */
export type OracleCase<T extends object = object> = { doms: DomSpec[]; actions: Action[] } & T;

/**
 * `n` random domains (`n` drawn from `minN..maxN`) with `extra` fields and random outside
 * changes, drawn in that order (domains, the extra fields, the actions).
 */
export function sizedDomsArb<T extends object>(
  minN: number,
  maxN: number,
  dom: fc.Arbitrary<DomSpec>,
  extra: { [K in keyof T]: fc.Arbitrary<T[K]> },
): fc.Arbitrary<OracleCase<T>> {
  // fc.record cannot type a spread of generic fields; the record holds exactly the declared ones.
  const fields = (n: number) => ({
    doms: fc.array(dom, { minLength: n, maxLength: n }),
    ...extra,
    actions: actionsArb,
  });
  return fc
    .integer({ min: minN, max: maxN })
    .chain((n) => fc.record(fields(n) as Record<string, fc.Arbitrary<unknown>>)) as fc.Arbitrary<
    OracleCase<T>
  >;
}

/**
 * Propagates `props` over `doms`, then after each outside change, and checks each fixpoint
 * against brute force: domain consistent (fails iff no solution, keeps exactly the supported values).
 */
export function expectGacAlong(
  doms: readonly DomSpec[],
  props: readonly Propagator[],
  actions: readonly Action[],
  holds: Holds,
): void {
  const engine = makeEngine(doms, props);
  runSequence(engine, actions, (before, ok) => expectGac(engine, before, ok, holds));
}

/**
 * Like {@link expectGacAlong} for a relaxation: each fixpoint must be sound (no supported value
 * removed) and exact once every variable is fixed (fails iff the values violate `holds`).
 */
export function expectSoundAlong(
  doms: readonly DomSpec[],
  props: readonly Propagator[],
  actions: readonly Action[],
  holds: Holds,
): void {
  const engine = makeEngine(doms, props);
  runSequence(engine, actions, (before, ok) => {
    expectSound(engine, before, ok, holds);
    if (before.every((d) => d.length === 1)) expect(ok).toBe(holds(before.map((d) => d[0]!)));
  });
}
