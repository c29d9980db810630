import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/**
 * `array[index - base] = value` with a variable index over an array of variables (MiniZinc
 * `element` / `array_var_int_element`, where `base` is 1). The constraint implies that the index
 * addresses the array: its values outside `base .. base + n - 1` are pruned, and an index whose
 * domain has no value in that range is refused by name when the constraint is added.
 */
export interface ElementConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'element';
  /** The index variable. */
  readonly index: number;
  /** The array of variables (at least one; a variable may appear more than once). */
  readonly array: readonly number[];
  /** The variable equal to the addressed entry. */
  readonly value: number;
  /** The index of the first entry (default 0). */
  readonly base?: number;
}
