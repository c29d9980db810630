import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * `n` is the number of distinct values taken by `scope` (MiniZinc `nvalue(n, x)`). A variable may
 * appear more than once in `scope`; an empty scope has 0 values.
 */
export interface NValueConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'nValue';
  /** The count variable (index). */
  readonly n: number;
  /** The variables (indices). */
  readonly scope: readonly number[];
}
