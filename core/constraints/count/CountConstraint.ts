import type { ConstraintSpec } from '../../model/ConstraintSpec.js';
import type { CountTarget } from './CountTarget.js';

/**
 * The number of variables of `scope` equal to `value` compares by `op` with a variable (`count`)
 * or a constant (`limit`) (MiniZinc `count_eq`, `count_leq`, `count_geq`, `count_neq`; `atleast`
 * and `atmost` are `>=` and `<=` with a constant, see `atLeast` and `atMost`).
 */
export interface CountConstraint extends ConstraintSpec, CountTarget {
  /** Tag. */
  readonly type: 'count';
  /** The variables counted (a variable may repeat: it then counts once per occurrence). */
  readonly scope: readonly number[];
  /** The value counted. */
  readonly value: number;
}
