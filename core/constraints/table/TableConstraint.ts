import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * The tuple `(scope[0], …, scope[k-1])` must equal one of `tuples` (allowed tuples, extensional;
 * MiniZinc `table`).
 */
export interface TableConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'table';
  /** Variable indices (no repeats). */
  readonly scope: readonly number[];
  /** Allowed tuples, each of length `scope.length`. */
  readonly tuples: readonly (readonly number[])[];
}
