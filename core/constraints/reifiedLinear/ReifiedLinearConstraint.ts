import type { ConstraintSpec } from '../../model/ConstraintSpec.js';
import type { LinearOp } from '../linear/LinearConstraint.js';
import type { ReifyMode } from '../ReifyMode.js';

/**
 * `b ⇔ (Σ coeffs[i]·scope[i] op rhs)` (MiniZinc `int_lin_eq_reif`, `int_lin_le_reif`,
 * `int_lin_ne_reif`), or with `mode: 'implies'` the half reification `b ⇒ (…)` (`int_lin_*_imp`).
 * The sum is a `linear` constraint's data; `b` is a 0/1 variable.
 */
export interface ReifiedLinearConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'reifiedLinear';
  /** The 0/1 variable (index). */
  readonly b: number;
  /** Variable indices of the sum; a variable may appear once. */
  readonly scope: readonly number[];
  /** Integer coefficients, same length as `scope`. */
  readonly coeffs: readonly number[];
  /** Comparison. */
  readonly op: LinearOp;
  /** Right-hand side constant. */
  readonly rhs: number;
  /** `iff` (default) or `implies`. */
  readonly mode?: ReifyMode;
}
