import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { ExtremumPropagator } from '../../propagators/ExtremumPropagator.js';
import { encodeExtremum } from '../encodeExtremum.js';
import { extremumProblem } from '../extremumProblem.js';
import type { MinimumConstraint } from './MinimumConstraint.js';

/**
 * `minimum`: `m = min(xs)` (MiniZinc `minimum`, `array_int_minimum`). Native: domain consistent
 * when `m` is not among the `xs` (`ExtremumPropagator`). CNF: `m = v` implies some `x = v` and
 * every `x ≥ v`. No exact-cover form.
 */
export const minimumKind: ConstraintKind<MinimumConstraint> = {
  type: 'minimum',
  summary: 'm is the smallest value among the variables',
  validate: (c, ctx) => extremumProblem(c.m, c.scope, 'min', ctx),
  variables: (c) => [c.m, ...c.scope],
  check(c, values) {
    let best = Number.POSITIVE_INFINITY;
    for (const x of c.scope) best = Math.min(best, values[x]!);
    return values[c.m] === best;
  },
  post(c, ctx) {
    ctx.add(new ExtremumPropagator(c.m, c.scope, 1));
  },
  encodeClauses: (c, sink) => encodeExtremum(c.m, c.scope, 1, sink),
};
