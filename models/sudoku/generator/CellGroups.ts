/**
 * A partition of the cells into groups, flat: group `g` is `cells[start[g] .. start[g+1])`. Flat typed arrays
 * because a 225×225 grid has 50,625 cells.
 */
export interface CellGroups {
  /** The cells of every group, group after group. */
  readonly cells: Int32Array;
  /** Where each group starts in `cells`; `start[count]` = number of cells. */
  readonly start: Int32Array;
  /** Number of groups. */
  readonly count: number;
}
