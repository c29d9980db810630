import { Model } from '../../core/index.js';
import { declareLatinSquare } from './declareLatinSquare.js';
import type { LatinModel } from './LatinModel.js';
import type { LatinSquare } from './LatinSquare.js';

/**
 * Builds the completion model of a partial Latin square: one variable per cell (named like
 * `r2c3`; domain 1..N, or the single given value), one `allDifferent` per row (`row 1`…) and per
 * column (`column 1`…). Givens that clash are not an error here: the model is simply unsatisfiable.
 */
export function buildLatinModel(square: LatinSquare): LatinModel {
  const model = new Model();
  declareLatinSquare(model, square.size, square.cells);
  return { model, puzzle: square };
}
