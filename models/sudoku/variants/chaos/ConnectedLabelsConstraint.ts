import type { ConstraintSpec } from '../../../../core/model/ConstraintSpec.js';

/**
 * Each label is connected: for every value taken by the variables of `scope`, the positions holding it
 * form one connected piece of the graph `neighbours` (position `i` touches `neighbours[i]`). The regions
 * of a chaos construction, with the label of each grid cell as the variable and orthogonal neighbours
 * as the graph.
 */
export interface ConnectedLabelsConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'connectedLabels';
  /** The label variable of each position (indices, no repeats). */
  readonly scope: readonly number[];
  /** For each position, the positions it touches (symmetric). */
  readonly neighbours: readonly (readonly number[])[];
}
