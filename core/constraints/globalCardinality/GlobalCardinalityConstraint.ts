import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * For each `values[j]`, the number of variables of `scope` equal to it is the variable
 * `counts[j]` (MiniZinc `global_cardinality`) or lies in `low[j] .. high[j]` (MiniZinc
 * `global_cardinality_low_up`); give `counts` or both `low` and `high`. With `closed`, every
 * variable takes one of `values` (the `_closed` variants); otherwise other values are free.
 */
export interface GlobalCardinalityConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'globalCardinality';
  /** The variables counted (a variable may repeat: it then counts once per occurrence). */
  readonly scope: readonly number[];
  /** The values counted (distinct integers). */
  readonly values: readonly number[];
  /** One count variable per value (indices). */
  readonly counts?: readonly number[];
  /** One lower bound per value. */
  readonly low?: readonly number[];
  /** One upper bound per value. */
  readonly high?: readonly number[];
  /** Whether every variable must take one of `values` (default `false`). */
  readonly closed?: boolean;
}
