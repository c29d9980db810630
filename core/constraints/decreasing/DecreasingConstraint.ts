import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * The values of `scope`, in order, never go up (MiniZinc `decreasing`), or always go down with
 * `strict` (`strictly_decreasing`).
 */
export interface DecreasingConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'decreasing';
  /** The sequence (indices; repeats allowed). */
  readonly scope: readonly number[];
  /** `x[i] > x[i+1]` instead of `≥` (default `false`). */
  readonly strict?: boolean;
}
