import type { SudokuModel } from '../sudoku/index.js';
import type { KillerPuzzle } from './KillerPuzzle.js';

/** A killer sudoku as a constraint model: the sudoku model plus two constraints per cage. */
export interface KillerModel extends SudokuModel {
  /** The killer puzzle the model was built from. */
  readonly killer: KillerPuzzle;
}
