import { Model, range } from '../../core/index.js';
import { cellName } from './cellName.js';
import { checkFutoshikiPuzzle } from './checkFutoshikiPuzzle.js';
import type { FutoshikiModel } from './FutoshikiModel.js';
import type { FutoshikiPuzzle } from './FutoshikiPuzzle.js';

/**
 * Builds the model of a Futoshiki: one variable per cell (`r1c1`…, domain 1..N or the given), one
 * `allDifferent` per row and column, and one relation `less < greater` (`lt`) per inequality, named
 * `r1c2 < r1c3`. Contradictory givens are not rejected here: the model is then unsatisfiable.
 *
 * @throws `FutoshikiError` from `checkFutoshikiPuzzle` for malformed input.
 */
export function buildFutoshikiModel(puzzle: FutoshikiPuzzle): FutoshikiModel {
  checkFutoshikiPuzzle(puzzle);
  const n = puzzle.size;
  const model = new Model();
  const full = range(1, n);
  for (let c = 0; c < n * n; c++) {
    const v = puzzle.givens[c]!;
    model.intVar(cellName(n, c), v === 0 ? full : range(v, v));
  }
  for (let r = 0; r < n; r++)
    model.allDifferent(
      Array.from({ length: n }, (_, c) => r * n + c),
      `row ${r + 1}`,
    );
  for (let c = 0; c < n; c++)
    model.allDifferent(
      Array.from({ length: n }, (_, r) => r * n + c),
      `column ${c + 1}`,
    );
  for (const q of puzzle.inequalities) {
    model.relation('lt', q.less, q.greater, 0, `${cellName(n, q.less)} < ${cellName(n, q.greater)}`);
  }
  return { model, puzzle };
}
