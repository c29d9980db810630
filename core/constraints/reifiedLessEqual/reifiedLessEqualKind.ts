import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { negate } from '../../kinds/literals.js';
import { ReifiedComparePropagator } from '../../propagators/ReifiedComparePropagator.js';
import { reifiedHolds } from '../ReifyMode.js';
import { reifiedCompareProblem, sameReifiedCompare } from '../reifiedCompare.js';
import type { ReifiedLessEqualConstraint } from './ReifiedLessEqualConstraint.js';

/**
 * `reifiedLessEqual`: `b ⇔ (x ≤ value)`, or `b ⇒ (x ≤ value)` (MiniZinc `int_le_reif`,
 * `int_le_imp`). Native: domain consistent (`ReifiedComparePropagator`). CNF: `b = 1` implies one
 * of the values up to `value`, `b = 0` one of the values above it. No exact-cover form.
 */
export const reifiedLessEqualKind: ConstraintKind<ReifiedLessEqualConstraint> = {
  type: 'reifiedLessEqual',
  summary: 'the 0/1 variable b is 1 exactly when x ≤ value (b ⇒ x ≤ value when half reified)',
  validate: reifiedCompareProblem,
  variables: (c) => [c.b, c.x],
  check: (c, values) => reifiedHolds(c.mode, values[c.b]!, values[c.x]! <= c.value),
  same: sameReifiedCompare,
  post(c, ctx) {
    ctx.add(new ReifiedComparePropagator(c.b, c.x, '<=', c.value, c.mode === 'implies'));
  },
  encodeClauses(c, sink) {
    // x takes exactly one value, so "one of the values ≤ value" is x ≤ value.
    const b = sink.lit(c.b, 1);
    sink.begin();
    sink.push(negate(b));
    for (const v of sink.values(c.x)) if (v <= c.value) sink.push(sink.lit(c.x, v));
    sink.end();
    if (c.mode === 'implies') return;
    sink.begin();
    sink.push(b);
    for (const v of sink.values(c.x)) if (v > c.value) sink.push(sink.lit(c.x, v));
    sink.end();
  },
};
