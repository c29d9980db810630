import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { DistinctSumPropagator } from '../../propagators/DistinctSumPropagator.js';
import { findDistinctSums } from '../../propagators/findDistinctSums.js';
import { findGroupedSums } from '../../propagators/findGroupedSums.js';
import { GroupedSumPropagator } from '../../propagators/GroupedSumPropagator.js';
import { LinearPropagator } from '../../propagators/LinearPropagator.js';
import { sameList } from '../sameList.js';
import { encodeLinear } from './encodeLinear.js';
import { type LinearConstraint, linearAccepts } from './LinearConstraint.js';
import { linearProblem } from './linearProblem.js';

/**
 * `linear`: `Σ coeffs[i]·scope[i] op rhs`. Native: bounds consistent (`LinearPropagator`), and a
 * unit sum whose variables must all differ (a killer cage, a magic-square line) also gets the
 * domain-consistent `DistinctSumPropagator`; a sum with terms of both signs whose terms partly share
 * all-different groups (an arrow) gets `GroupedSumPropagator`. CNF: layered partial sums, or binary
 * adders for wide sums. No exact-cover form.
 */
export const linearKind: ConstraintKind<LinearConstraint> = {
  type: 'linear',
  summary: 'Σ coeffs[i]·x[i] op rhs, with op one of =, <=, >=, !=',
  validate: linearProblem,
  variables: (c) => c.scope,
  check(c, values) {
    let s = 0;
    for (let i = 0; i < c.scope.length; i++) s += c.coeffs[i]! * values[c.scope[i]!]!;
    return linearAccepts(c.op, s, c.rhs);
  },
  same: (a, b) =>
    a.op === b.op && a.rhs === b.rhs && sameList(a.scope, b.scope) && sameList(a.coeffs, b.coeffs),
  post(c, ctx) {
    for (const a of c.coeffs) {
      if (a !== (a | 0)) throw new RangeError(`coefficient ${a} exceeds 32 bits (native engine limit)`);
    }
    const p = new LinearPropagator(Int32Array.from(c.scope), Int32Array.from(c.coeffs), c.op, c.rhs);
    ctx.add(p);
    // Bounds reasoning only (holes never matter to it): a learning search explains it by bounds.
    ctx.explainer?.explainByBounds(p);
  },
  // Next to the linear propagators, not instead of them: their cheap bounds run first, and they are
  // the fallback when a union of values is too wide for the exact search.
  postAll(_cs, ctx) {
    if (!ctx.settings.distinctSums) return;
    const exact = new Set<number>();
    for (const d of findDistinctSums(ctx.model.constraints)) {
      exact.add(d.index);
      ctx.add(new DistinctSumPropagator(Int32Array.from(d.scope), d.lo, d.hi, Int32Array.from(d.peers)));
    }
    // Sums only partly inside all-different groups (an arrow shaft across boxes) get grouped bounds.
    for (const { constraint: c, groupOf } of findGroupedSums(ctx.model.constraints, exact)) {
      ctx.add(
        new GroupedSumPropagator(
          Int32Array.from(c.scope),
          Int32Array.from(c.coeffs),
          Int32Array.from(groupOf),
          c.op,
          c.rhs,
        ),
      );
    }
  },
  encodeClauses: encodeLinear,
};
