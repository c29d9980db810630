import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * `m` is the smallest value among `scope` (MiniZinc `minimum(m, x)`, `m = min(x)`). A variable may
 * appear more than once in `scope`, and `m` may be one of them.
 */
export interface MinimumConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'minimum';
  /** The result variable (index). */
  readonly m: number;
  /** The variables (indices; at least one). */
  readonly scope: readonly number[];
}
