import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { ExtremumPropagator } from '../../propagators/ExtremumPropagator.js';
import { encodeExtremum } from '../encodeExtremum.js';
import { extremumProblem } from '../extremumProblem.js';
import type { MaximumConstraint } from './MaximumConstraint.js';

/**
 * `maximum`: `m = max(xs)` (MiniZinc `maximum`, `array_int_maximum`). Native: domain consistent
 * when `m` is not among the `xs` (`ExtremumPropagator`). CNF: `m = v` implies some `x = v` and
 * every `x ≤ v`. No exact-cover form.
 */
export const maximumKind: ConstraintKind<MaximumConstraint> = {
  type: 'maximum',
  summary: 'm is the largest value among the variables',
  validate: (c, ctx) => extremumProblem(c.m, c.scope, 'max', ctx),
  variables: (c) => [c.m, ...c.scope],
  check(c, values) {
    let best = Number.NEGATIVE_INFINITY;
    for (const x of c.scope) best = Math.max(best, values[x]!);
    return values[c.m] === best;
  },
  post(c, ctx) {
    ctx.add(new ExtremumPropagator(c.m, c.scope, -1));
  },
  encodeClauses: (c, sink) => encodeExtremum(c.m, c.scope, -1, sink),
};
