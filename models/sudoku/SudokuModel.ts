import type { Model } from '../../core/model/Model.js';
import type { SudokuGeometry } from './SudokuGeometry.js';
import type { SudokuGrid } from './SudokuGrid.js';

/** A sudoku as a constraint model: variable `i` is cell `i`. */
export interface SudokuModel {
  /** The model: N² variables named `r1c1`…, one `allDifferent` per house named `row 1`…. */
  readonly model: Model;
  /** The shape of the grid. */
  readonly geometry: SudokuGeometry;
  /** The puzzle the model was built from. */
  readonly puzzle: SudokuGrid;
}
