import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * `table[index - base] = value` with a variable index over an array of constants (MiniZinc
 * `element` / `array_int_element`, where `base` is 1): a cost table, a lookup. As for `element`,
 * the index is pruned to `base .. base + n - 1` and an index that can never be in range is refused.
 */
export interface ElementConstantConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'elementConstant';
  /** The index variable. */
  readonly index: number;
  /** The array of integer constants (at least one). */
  readonly table: readonly number[];
  /** The variable equal to the addressed entry. */
  readonly value: number;
  /** The index of the first entry (default 0). */
  readonly base?: number;
}
