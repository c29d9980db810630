import { LatinError } from './LatinError.js';
import { LatinSquare } from './LatinSquare.js';

/**
 * Reads a solver assignment of a `LatinModel` (one value per cell, row-major) as a square.
 *
 * @throws `LatinError` when `values` does not hold `size²` values in 1..size.
 */
export function decodeLatin(size: number, values: ArrayLike<number>): LatinSquare {
  if (values.length !== size * size) {
    throw new LatinError(`latin: a ${size}×${size} square needs ${size * size} values, got ${values.length}`);
  }
  const cells = Int32Array.from(values);
  const square = new LatinSquare(size, cells);
  cells.forEach((v, i) => {
    if (v === 0) throw new LatinError(`latin: ${square.cellName(i)} has no value`);
  });
  return square;
}
