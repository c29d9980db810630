import { InvalidModelError } from '../../../core/errors/InvalidModelError.js';
import { SudokuGrid } from '../SudokuGrid.js';
import type { VariantModel } from './VariantModel.js';

/** The grid of a solution of a variant model: its first N² values (helper variables dropped), copied. */
export function decodeVariantSolution(vm: VariantModel, values: ArrayLike<number>): SudokuGrid {
  const g = vm.geometry;
  if (values.length < g.cellCount) {
    throw new InvalidModelError(
      `a ${g.size}×${g.size} solution needs ${g.cellCount} values; got ${values.length}`,
    );
  }
  return new SudokuGrid(
    g,
    Int32Array.from({ length: g.cellCount }, (_, i) => values[i]!),
  );
}
