import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LinearOp } from '../../../core/constraints/linear/LinearConstraint.js';
import { Model } from '../../../core/model/Model.js';
import { findGroupedSums } from '../../../core/propagators/findGroupedSums.js';
import { GroupedSumPropagator } from '../../../core/propagators/GroupedSumPropagator.js';
import { actionsArb, type DomSpec, expectSound, makeEngine, runSequence } from './harness.js';

/** Groups of 1–3 variables, each with one coefficient and one layout, and a right-hand side near a random assignment. */
const caseArb = fc
  .array(
    fc.record({
      size: fc.integer({ min: 1, max: 3 }),
      coeff: fc.constantFrom(-10, -2, -1, 1, 2),
      offset: fc.integer({ min: -2, max: 3 }),
      span: fc.integer({ min: 2, max: 7 }),
    }),
    { minLength: 1, maxLength: 3 },
  )
  .chain((groups) => {
    const slots = groups.flatMap((g, gi) => Array.from({ length: g.size }, () => ({ ...g, gi })));
    return fc.record({
      slots: fc.constant(slots),
      doms: fc.tuple(
        ...slots.map((s) =>
          fc
            .subarray(
              Array.from({ length: s.span }, (_, i) => s.offset + i),
              { minLength: 1 },
            )
            .map((values): DomSpec => ({ offset: s.offset, span: s.span, values })),
        ),
      ),
      delta: fc.integer({ min: -4, max: 4 }),
      op: fc.constantFrom<LinearOp>('=', '<=', '>='),
      picks: fc.array(fc.nat(), { minLength: slots.length, maxLength: slots.length }),
      actions: actionsArb,
    });
  });

describe('GroupedSumPropagator', () => {
  it('never loses a solution of the sum with its groups all different, also after outside changes', () => {
    fc.assert(
      fc.property(caseArb, ({ slots, doms, delta, op, picks, actions }) => {
        let rhs = delta;
        slots.forEach((s, i) => {
          const d = doms[i]!;
          rhs += s.coeff * d.values[picks[i]! % d.values.length]!;
        });
        const coeffs = Int32Array.from(slots.map((s) => s.coeff));
        const groupOf = Int32Array.from(slots.map((s) => s.gi));
        const pred = (v: readonly number[]): boolean => {
          let sum = 0;
          for (let i = 0; i < v.length; i++) {
            sum += coeffs[i]! * v[i]!;
            for (let j = 0; j < i; j++) if (groupOf[i] === groupOf[j] && v[i] === v[j]) return false;
          }
          return op === '=' ? sum === rhs : op === '<=' ? sum <= rhs : sum >= rhs;
        };
        const engine = makeEngine(doms, [
          new GroupedSumPropagator(Int32Array.from(slots.keys()), coeffs, groupOf, op, rhs),
        ]);
        runSequence(engine, actions, (before, ok) => expectSound(engine, before, ok, pred));
      }),
      { numRuns: 400 },
    );
  });

  it('knows what bounds alone do not: three different digits sum to at least 6', () => {
    const doms: DomSpec[] = [0, 1, 2, 3].map(() => ({
      offset: 1,
      span: 9,
      values: [1, 2, 3, 4, 5, 6, 7, 8, 9],
    }));
    // x0 + x1 + x2 (all different) = x3: bounds alone leave x3 ≥ 3; the group makes it ≥ 6.
    const p = new GroupedSumPropagator(
      Int32Array.from([0, 1, 2, 3]),
      Int32Array.from([1, 1, 1, -1]),
      Int32Array.from([0, 0, 0, 1]),
      '=',
      0,
    );
    const engine = makeEngine(doms, [p]);
    expect(engine.propagate()).toBe(true);
    expect(engine.store.values(3)).toEqual([6, 7, 8, 9]);
    // The most the three can leave the fourth: 9 − (1 + 2) = 6 for one of them.
    expect(engine.store.values(0)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is posted for sums that cross all-different groups, not for sums inside one group', () => {
    const m = new Model();
    const x = m.intVars(6, (i) => `x${i}`, { min: 1, max: 9 });
    m.allDifferent([x[0]!, x[1]!, x[2]!]);
    m.allDifferent([x[3]!, x[4]!, x[5]!]);
    m.linear([x[0]!, x[1]!, x[3]!, x[4]!, x[5]!], [1, 1, 1, 1, -1], '=', 0); // crosses both groups
    m.linear([x[0]!, x[1]!, x[2]!], [1, 1, 1], '=', 12); // inside one group: the exact propagator's
    const cs = m.constraints;
    const indexOfCrossing = cs.findIndex((c) => c.type === 'linear');
    const found = findGroupedSums(cs, new Set([cs.length - 1]));
    expect(found).toHaveLength(1);
    expect(found[0]!.constraint).toBe(cs[indexOfCrossing]);
    // x0, x1 share a group; x3, x4 another (coefficient 1); x5 has its own coefficient.
    expect(found[0]!.groupOf).toEqual([0, 0, 1, 1, 2]);
  });

  it('leaves sums of one sign to the bounds and exact propagators (measured: there it costs more than it cuts)', () => {
    const m = new Model();
    const x = m.intVars(4, (i) => `x${i}`, { min: 1, max: 9 });
    m.allDifferent([x[0]!, x[1]!]);
    m.allDifferent([x[2]!, x[3]!]);
    m.linear([x[0]!, x[1]!, x[2]!, x[3]!], [1, 1, 1, 1], '=', 20);
    expect(findGroupedSums(m.constraints, new Set())).toEqual([]);
  });
});
