import { CspError } from '../../core/index.js';
import { SudokuGeometry, type SudokuShapeOptions } from '../sudoku/index.js';
import { KillerError } from './KillerError.js';

/** The grid shape of an N×N killer: the box shape from `options` when given, else the squarest split. */
export function killerGeometry(size: number, options: SudokuShapeOptions): SudokuGeometry {
  try {
    if (options.boxWidth !== undefined && options.boxHeight !== undefined) {
      const g = SudokuGeometry.fromBox(options.boxWidth, options.boxHeight);
      if (g.size !== size) {
        throw new KillerError(
          `killer: boxes of ${options.boxWidth}×${options.boxHeight} make a ${g.size}×${g.size} grid, but the map is ${size}×${size}`,
        );
      }
      return g;
    }
    return SudokuGeometry.forSize(size);
  } catch (e) {
    if (e instanceof KillerError) throw e;
    if (e instanceof CspError) throw new KillerError(`killer: ${e.message}`);
    throw e;
  }
}
