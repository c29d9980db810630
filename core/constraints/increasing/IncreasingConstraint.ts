import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * The values of `scope`, in order, never go down (MiniZinc `increasing`), or always go up with
 * `strict` (`strictly_increasing`).
 */
export interface IncreasingConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'increasing';
  /** The sequence (indices; repeats allowed). */
  readonly scope: readonly number[];
  /** `x[i] < x[i+1]` instead of `≤` (default `false`). */
  readonly strict?: boolean;
}
