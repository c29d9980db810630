import { InvalidModelError } from '../../core/errors/InvalidModelError.js';
import type { SudokuGeometry } from './SudokuGeometry.js';
import { SudokuGrid } from './SudokuGrid.js';

/** Turns a solution's values (one per cell, as `buildSudokuModel` numbers them) into a grid (the values are copied). */
export function decodeSolution(geometry: SudokuGeometry, values: ArrayLike<number>): SudokuGrid {
  if (values.length !== geometry.cellCount) {
    throw new InvalidModelError(
      `a ${geometry.describe()} solution needs ${geometry.cellCount} values; got ${values.length}`,
    );
  }
  return new SudokuGrid(geometry, Int32Array.from(values));
}
