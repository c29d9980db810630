import type { SudokuGrid } from '../SudokuGrid.js';
import type { FilledCell } from './FilledCell.js';

/**
 * Why the semi-automatic fill stopped: `solved` (the grid is full and valid), `stuck` (no cell has a single
 * candidate), `contradiction` (some empty cell has no candidate: an entry is wrong), `conflict` (the grid
 * already breaks a constraint, so nothing was filled).
 */
export type SemiAutoStop = 'solved' | 'stuck' | 'contradiction' | 'conflict';

/** The outcome of filling naked singles repeatedly (`fillSingles`). */
export interface SemiAutoResult {
  /** The grid after the fill (a new grid; the input is left alone). */
  readonly grid: SudokuGrid;
  /** Each filled cell, in the order it was filled. */
  readonly filled: readonly FilledCell[];
  /** `true` when the grid got solved. */
  readonly solved: boolean;
  /** Why it stopped. */
  readonly stop: SemiAutoStop;
  /** One line for people: `solved`, `no cell has a single candidate (42 empty)`, `r3c4 has no candidate left`, … */
  readonly message: string;
}
