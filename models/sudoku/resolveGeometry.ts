import { CspError } from '../../core/errors/CspError.js';
import { SudokuFormatError, type SudokuFormatLocation } from './SudokuFormatError.js';
import { SudokuGeometry } from './SudokuGeometry.js';
import type { SudokuShapeOptions } from './SudokuShapeOptions.js';

/**
 * The geometry for a grid of side `size` read from text: the box shape from `options` when given (one side
 * is enough, the other is derived), else the squarest split. Any impossibility becomes a
 * {@link SudokuFormatError} at `where`.
 */
export function resolveGeometry(
  size: number,
  options: SudokuShapeOptions = {},
  where: SudokuFormatLocation = {},
): SudokuGeometry {
  const { boxWidth: w, boxHeight: h } = options;
  try {
    if (w === undefined && h === undefined) return SudokuGeometry.forSize(size);
    const width = w ?? size / (h as number);
    const height = h ?? size / (w as number);
    if (!Number.isInteger(width) || !Number.isInteger(height)) {
      throw new SudokuFormatError(
        `a side of ${size} cannot be split into boxes ${w === undefined ? `${h} high` : `${w} wide`}`,
        where,
      );
    }
    const g = SudokuGeometry.fromBox(width, height);
    if (g.size !== size) {
      throw new SudokuFormatError(
        `${g.cellCount} cells expected for ${g.size}×${g.size} (${width}×${height} boxes); got ${size * size}`,
        where,
      );
    }
    return g;
  } catch (e) {
    if (e instanceof SudokuFormatError || !(e instanceof CspError)) throw e;
    throw new SudokuFormatError(e.message, where);
  }
}
