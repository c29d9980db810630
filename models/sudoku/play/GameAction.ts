import type { CellChange } from './CellChange.js';

/** What kind of move an action was. */
export type GameActionKind = 'place' | 'erase' | 'marks' | 'fill';

/**
 * One undoable move: everything it changed, so that undo restores the `before` side and redo the `after`
 * side. A placement that also cleans peers' marks, or a semi-automatic fill of many cells, is one action.
 */
export interface GameAction {
  /** `place` (a value entered), `erase`, `marks` (pencil marks edited) or `fill` (semi-automatic fill). */
  readonly kind: GameActionKind;
  /** The cells changed, in the order they were changed. */
  readonly changes: readonly CellChange[];
}
