import type { SudokuGrid } from '../sudoku/index.js';
import type { KillerCage } from './KillerCage.js';

/** A killer sudoku: a sudoku grid (its shape and givens, usually none) and its cages. */
export interface KillerPuzzle {
  /** Shape and givens. */
  readonly grid: SudokuGrid;
  /** The cages; they never overlap (see `checkKillerCages`). */
  readonly cages: readonly KillerCage[];
}
