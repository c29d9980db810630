import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { negate } from '../../kinds/literals.js';
import { ReifiedComparePropagator } from '../../propagators/ReifiedComparePropagator.js';
import { reifiedHolds } from '../ReifyMode.js';
import { reifiedCompareProblem, sameReifiedCompare } from '../reifiedCompare.js';
import type { ReifiedEqualConstraint } from './ReifiedEqualConstraint.js';

/**
 * `reifiedEqual`: `b ⇔ (x = value)`, or `b ⇒ (x = value)` (MiniZinc `int_eq_reif`, `int_eq_imp`).
 * Native: domain consistent (`ReifiedComparePropagator`). CNF: `b = 1 ⇔ x = value`, two binary
 * clauses (one when half reified). No exact-cover form.
 */
export const reifiedEqualKind: ConstraintKind<ReifiedEqualConstraint> = {
  type: 'reifiedEqual',
  summary: 'the 0/1 variable b is 1 exactly when x = value (b ⇒ x = value when half reified)',
  validate: reifiedCompareProblem,
  variables: (c) => [c.b, c.x],
  check: (c, values) => reifiedHolds(c.mode, values[c.b]!, values[c.x] === c.value),
  same: sameReifiedCompare,
  post(c, ctx) {
    ctx.add(new ReifiedComparePropagator(c.b, c.x, '=', c.value, c.mode === 'implies'));
  },
  encodeClauses(c, sink) {
    const b = sink.lit(c.b, 1);
    const eq = sink.lit(c.x, c.value);
    sink.add2(negate(b), eq);
    if (c.mode !== 'implies') sink.add2(b, negate(eq));
  },
};
