/**
 * One cell's change within a game action: its value before and after and, when the action touched them, its
 * pencil marks before and after. Plain data, so a game's history can be saved as JSON.
 */
export interface CellChange {
  /** Cell index (row-major, 0-based). */
  readonly cell: number;
  /** Value before the action (`0` = empty). */
  readonly before: number;
  /** Value after the action (`0` = empty). */
  readonly after: number;
  /** Pencil marks before the action, ascending; absent when the action left them alone. */
  readonly marksBefore?: readonly number[];
  /** Pencil marks after the action, ascending; absent when the action left them alone. */
  readonly marksAfter?: readonly number[];
}
