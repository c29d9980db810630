import type { GameAction } from './GameAction.js';

/**
 * A game saved as plain JSON data (`Game.toJSON`, read back by `Game.fromJSON`): the shape, the givens, the
 * current values, the pencil marks and the undo / redo history. Cells are row-major indices from 0.
 */
export interface GameState {
  /** Tag, so that other JSON is not mistaken for a game. */
  readonly format: 'cspkit-sudoku-game';
  /** Version of this layout. */
  readonly version: 1;
  /** Columns per box. */
  readonly boxWidth: number;
  /** Rows per box. */
  readonly boxHeight: number;
  /** The puzzle, one value per cell (`0` = empty). */
  readonly givens: readonly number[];
  /** Givens and entries, one value per cell (`0` = empty). */
  readonly values: readonly number[];
  /** Pencil marks of every cell that has some: `[cell, [values ascending]]`. */
  readonly marks: readonly (readonly [number, readonly number[]])[];
  /** Actions that undo can take back, oldest first. */
  readonly undo: readonly GameAction[];
  /** Actions that redo can replay, the next one last. */
  readonly redo: readonly GameAction[];
  /** The game's `autoCleanMarks` option. */
  readonly autoCleanMarks: boolean;
}
