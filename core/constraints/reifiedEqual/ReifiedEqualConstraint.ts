import type { ConstraintSpec } from '../../model/ConstraintSpec.js';
import type { ReifyMode } from '../ReifyMode.js';

/**
 * `b ⇔ (x = value)` (MiniZinc `int_eq_reif`), or with `mode: 'implies'` the half reification
 * `b ⇒ (x = value)` (`int_eq_imp`). `b` is a 0/1 variable.
 */
export interface ReifiedEqualConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'reifiedEqual';
  /** The 0/1 variable (index). */
  readonly b: number;
  /** The variable compared (index). */
  readonly x: number;
  /** The constant. */
  readonly value: number;
  /** `iff` (default) or `implies`. */
  readonly mode?: ReifyMode;
}
