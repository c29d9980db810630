import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LinearOp } from '../../../core/constraints/linear/LinearConstraint.js';
import type { RelationOp } from '../../../core/constraints/relation/RelationConstraint.js';
import type { PropagationEngine } from '../../../core/propagation/PropagationEngine.js';
import type { Propagator } from '../../../core/propagation/Propagator.js';
import {
  AllDifferentMatching,
  LinearPropagator,
  RelationPropagator,
  TablePropagator,
} from '../../../core/propagators/index.js';
import { type Action, actionsArb, apply, type DomSpec, domArb, domainsOf, makeEngine } from './harness.js';

/** Four variables under one of each propagator. */
const networkCase = fc.record({
  doms: fc.array(domArb(-3, 3, 2, 7), { minLength: 4, maxLength: 4 }),
  relOp: fc.constantFrom<RelationOp>(
    'eq',
    'ne',
    'lt',
    'le',
    'absDiffEq',
    'absDiffNe',
    'absDiffGe',
    'absDiffLe',
  ),
  k: fc.integer({ min: -2, max: 2 }),
  coeffs: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 4, maxLength: 4 }),
  linOp: fc.constantFrom<LinearOp>('=', '<=', '>=', '!='),
  rhs: fc.integer({ min: -10, max: 10 }),
  tuples: fc.array(fc.array(fc.integer({ min: -3, max: 9 }), { minLength: 3, maxLength: 3 }), {
    maxLength: 40,
  }),
  first: actionsArb,
  second: actionsArb,
  third: actionsArb,
});

type NetworkCase = typeof networkCase extends fc.Arbitrary<infer T> ? T : never;

function network(c: NetworkCase, doms: readonly DomSpec[] = c.doms): PropagationEngine {
  const props: Propagator[] = [
    new RelationPropagator(c.relOp, 0, 1, c.k),
    new LinearPropagator(Int32Array.of(0, 1, 2, 3), Int32Array.from(c.coeffs), c.linOp, c.rhs),
    new TablePropagator(Int32Array.of(1, 2, 3), Int32Array.from(c.tuples.flat()), 3),
    new AllDifferentMatching(Int32Array.of(0, 2, 3)),
  ];
  return makeEngine(doms, props);
}

/** Applies actions with propagation after each; `false` once something fails. */
function play(engine: PropagationEngine, actions: readonly Action[]): boolean {
  for (const a of actions) if (!apply(engine, a) || !engine.propagate()) return false;
  return true;
}

function specs(domains: readonly (readonly number[])[], like: readonly DomSpec[]): DomSpec[] {
  return domains.map((values, v) => ({ offset: like[v]!.offset, span: like[v]!.span, values }));
}

describe('propagators on the trail', () => {
  it('restores domains across nested levels and then propagates like a fresh engine', () => {
    fc.assert(
      fc.property(networkCase, (c) => {
        const engine = network(c);
        if (!engine.propagate()) return;
        const root = domainsOf(engine);
        const outer = engine.store.pushLevel();
        const ok1 = play(engine, c.first);
        const level1 = domainsOf(engine);
        if (ok1) {
          const inner = engine.store.pushLevel();
          play(engine, c.second);
          engine.store.popLevel(inner);
          expect(domainsOf(engine)).toEqual(level1);
          expect(engine.store.depth).toBe(1);
        }
        engine.store.popLevel(outer);
        expect(domainsOf(engine)).toEqual(root);
        expect(engine.store.depth).toBe(0);

        // Propagation after the restore must match a fresh engine started from the root domains:
        // no propagator may carry stale state across the backtrack.
        const fresh = network(c, specs(root, c.doms));
        expect(fresh.propagate()).toBe(true);
        expect(domainsOf(fresh)).toEqual(root);
        const okA = play(engine, c.third);
        const okB = play(fresh, c.third);
        expect(okA).toBe(okB);
        if (okA) expect(domainsOf(engine)).toEqual(domainsOf(fresh));
      }),
      { numRuns: 400 },
    );
  });
});
