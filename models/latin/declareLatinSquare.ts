import { type IntVar, type Model, range } from '../../core/index.js';
import { latinCellName } from './latinCellName.js';

/**
 * Declares the Latin-square part of a model on an empty `model`: one variable per cell, row-major (named
 * like `r2c3`; domain 1..N, or the single value `givens[cell]` when it is not 0), then one `allDifferent`
 * per row (`row 1`…) and per column (`column 1`…). Latin squares, Futoshiki and KenKen all start from it,
 * so the three models number and name their cells and houses alike.
 *
 * Does not check `givens` (callers validate their own input and report it in their own errors); clashing
 * givens make the model unsatisfiable.
 *
 * @param model The model to add to; variable `i` is cell `i` only when it has no variables yet.
 * @param size Side N of the square.
 * @param givens `N²` cells, row-major; `0` = empty.
 */
export function declareLatinSquare(model: Model, size: number, givens: ArrayLike<number>): void {
  const n = size;
  // One domain object for every empty cell: large squares stay cheap to declare.
  const full = range(1, n);
  const cells: IntVar[] = [];
  for (let i = 0; i < n * n; i++) {
    const v = givens[i]!;
    cells.push(model.intVar(latinCellName(n, i), v === 0 ? full : range(v, v)));
  }
  for (let r = 0; r < n; r++) {
    const scope: IntVar[] = [];
    for (let c = 0; c < n; c++) scope.push(cells[r * n + c]!);
    model.allDifferent(scope, `row ${r + 1}`);
  }
  for (let c = 0; c < n; c++) {
    const scope: IntVar[] = [];
    for (let r = 0; r < n; r++) scope.push(cells[r * n + c]!);
    model.allDifferent(scope, `column ${c + 1}`);
  }
}
