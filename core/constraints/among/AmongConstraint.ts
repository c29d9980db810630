import type { ConstraintSpec } from '../../model/ConstraintSpec.js';
import type { CountTarget } from '../count/CountTarget.js';

/**
 * The number of variables of `scope` taking a value in `values` compares by `op` with a variable
 * (`count`) or a constant (`limit`) (MiniZinc `among(n, x, S)` is `=` with a variable `n`).
 */
export interface AmongConstraint extends ConstraintSpec, CountTarget {
  /** Tag. */
  readonly type: 'among';
  /** The variables counted (a variable may repeat: it then counts once per occurrence). */
  readonly scope: readonly number[];
  /** The set of values counted (distinct integers). */
  readonly values: readonly number[];
}
