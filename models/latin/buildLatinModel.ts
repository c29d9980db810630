import { Model, range } from '../../core/index.js';
import type { LatinModel } from './LatinModel.js';
import type { LatinSquare } from './LatinSquare.js';

/**
 * Builds the completion model of a partial Latin square: one variable per cell (named like
 * `r2c3`; domain 1..N, or the single given value), one `allDifferent` per row (`row 1`…) and per
 * column (`column 1`…). Givens that clash are not an error here: the model is simply unsatisfiable.
 */
export function buildLatinModel(square: LatinSquare): LatinModel {
  const n = square.size;
  const model = new Model();
  // One domain object for every empty cell: large squares stay cheap to declare.
  const full = range(1, n);
  for (let i = 0; i < n * n; i++) {
    const v = square.cells[i]!;
    model.intVar(square.cellName(i), v === 0 ? full : range(v, v));
  }
  for (let r = 0; r < n; r++) {
    const scope: number[] = [];
    for (let c = 0; c < n; c++) scope.push(r * n + c);
    model.allDifferent(scope, `row ${r + 1}`);
  }
  for (let c = 0; c < n; c++) {
    const scope: number[] = [];
    for (let r = 0; r < n; r++) scope.push(r * n + c);
    model.allDifferent(scope, `column ${c + 1}`);
  }
  return { model, puzzle: square };
}
