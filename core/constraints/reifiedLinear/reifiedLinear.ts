import type { IntVar } from '../../model/IntVar.js';
import { handleIndex, handleIndices } from '../handleIndices.js';
import type { LinearOp } from '../linear/LinearConstraint.js';
import type { ReifyMode } from '../ReifyMode.js';
import type { ReifiedLinearConstraint } from './ReifiedLinearConstraint.js';

/**
 * `b ⇔ (Σ coeffs[i]·xs[i] op rhs)`, or `b ⇒ (…)` with `mode` `'implies'` (see
 * {@link ReifiedLinearConstraint}): `m.add(reifiedLinear(b, [x, y], [1, 1], '<=', 5))`.
 */
export function reifiedLinear(
  b: IntVar,
  xs: readonly IntVar[],
  coeffs: readonly number[],
  op: LinearOp,
  rhs: number,
  mode: ReifyMode = 'iff',
  name?: string,
): ReifiedLinearConstraint {
  const c: ReifiedLinearConstraint = {
    type: 'reifiedLinear',
    b: handleIndex(b, 'reifiedLinear'),
    scope: handleIndices(xs, 'reifiedLinear'),
    coeffs,
    op,
    rhs,
    mode,
  };
  return name === undefined ? c : { ...c, name };
}
