import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { ReifiedLinearPropagator } from '../../propagators/ReifiedLinearPropagator.js';
import { booleanProblem } from '../booleanProblem.js';
import { linearAccepts } from '../linear/LinearConstraint.js';
import { linearProblem } from '../linear/linearProblem.js';
import { reifiedHolds, reifyModeProblem } from '../ReifyMode.js';
import { sameList } from '../sameList.js';
import { encodeReifiedLinear } from './encodeReifiedLinear.js';
import type { ReifiedLinearConstraint } from './ReifiedLinearConstraint.js';

/**
 * `reifiedLinear`: `b ⇔ (Σ coeffs[i]·x[i] op rhs)`, or `b ⇒ (…)` (MiniZinc `int_lin_*_reif`,
 * `int_lin_*_imp`). Native: bounds reasoning both ways (`ReifiedLinearPropagator`). CNF: the
 * `linear` encoding of the sum guarded by `¬b`, and of its negation guarded by `b`. No exact-cover
 * form.
 */
export const reifiedLinearKind: ConstraintKind<ReifiedLinearConstraint> = {
  type: 'reifiedLinear',
  summary: 'the 0/1 variable b is 1 exactly when Σ coeffs[i]·x[i] op rhs holds (b ⇒ … when half reified)',
  validate(c, ctx) {
    return booleanProblem(ctx, c.b, 'b') ?? linearProblem(c, ctx) ?? reifyModeProblem(c.mode);
  },
  variables: (c) => [c.b, ...c.scope],
  check(c, values) {
    let s = 0;
    for (let i = 0; i < c.scope.length; i++) s += c.coeffs[i]! * values[c.scope[i]!]!;
    return reifiedHolds(c.mode, values[c.b]!, linearAccepts(c.op, s, c.rhs));
  },
  same: (a, b) =>
    a.b === b.b &&
    a.op === b.op &&
    a.rhs === b.rhs &&
    (a.mode ?? 'iff') === (b.mode ?? 'iff') &&
    sameList(a.scope, b.scope) &&
    sameList(a.coeffs, b.coeffs),
  post(c, ctx) {
    for (const a of c.coeffs) {
      if (a !== (a | 0)) throw new RangeError(`coefficient ${a} exceeds 32 bits (native engine limit)`);
    }
    ctx.add(
      new ReifiedLinearPropagator(
        c.b,
        Int32Array.from(c.scope),
        Int32Array.from(c.coeffs),
        c.op,
        c.rhs,
        c.mode === 'implies',
      ),
    );
  },
  encodeClauses: encodeReifiedLinear,
};
