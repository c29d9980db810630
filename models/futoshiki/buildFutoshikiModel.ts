import { Model } from '../../core/index.js';
import { declareLatinSquare, latinCellName } from '../latin/index.js';
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
  declareLatinSquare(model, n, puzzle.givens);
  for (const q of puzzle.inequalities) {
    model.relation(
      'lt',
      model.varAt(q.less),
      model.varAt(q.greater),
      0,
      `${latinCellName(n, q.less)} < ${latinCellName(n, q.greater)}`,
    );
  }
  return { model, puzzle };
}
