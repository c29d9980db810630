import { InvalidModelError } from '../../../core/errors/InvalidModelError.js';
import type { VariantModel } from './VariantModel.js';

/**
 * The values of a solution of a variant model on any shape: one per cell, the `rows × columns` grid
 * row-major then the extra cells, as the values themselves (`0..N−1` on a 0-based puzzle), helper
 * variables dropped. What `checkVariantSolution` takes.
 */
export function decodeVariantValues(vm: VariantModel, values: ArrayLike<number>): Int32Array {
  const shape = vm.shape;
  if (values.length < shape.cellCount) {
    throw new InvalidModelError(
      `a solution on a ${shape.describe()} needs ${shape.cellCount} values; got ${values.length}`,
    );
  }
  return Int32Array.from({ length: shape.cellCount }, (_, i) => shape.value(values[i]!));
}
