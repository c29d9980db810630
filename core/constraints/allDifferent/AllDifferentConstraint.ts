import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/** All variables in `scope` take pairwise different values (MiniZinc `all_different`). */
export interface AllDifferentConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'allDifferent';
  /** Variable indices (at least one, no repeats). */
  readonly scope: readonly number[];
}
