import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * `m` is the largest value among `scope` (MiniZinc `maximum(m, x)`, `m = max(x)`). A variable may
 * appear more than once in `scope`, and `m` may be one of them.
 */
export interface MaximumConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'maximum';
  /** The result variable (index). */
  readonly m: number;
  /** The variables (indices; at least one). */
  readonly scope: readonly number[];
}
