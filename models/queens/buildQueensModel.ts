import { Model } from '../../core/index.js';
import { checkBoardSize } from './checkBoardSize.js';
import type { QueensModel } from './QueensModel.js';

/**
 * Builds the n-queens model: variable `q<i>` (domain 1..n) is the column of the queen on row `i`.
 *
 * Rows are distinct by construction (one variable per row); columns by one `allDifferent`;
 * diagonals by `|q_i − q_j| ≠ j − i` for every pair of rows `i < j`, which is exactly the
 * statement that two queens share a diagonal when their column distance equals their row distance.
 *
 * @throws `QueensError` when `n` is not a positive integer.
 */
export function buildQueensModel(n: number): QueensModel {
  checkBoardSize(n);
  const model = new Model();
  const q = model.intVars(n, (i) => `q${i + 1}`, { min: 1, max: n });
  model.allDifferent(q, 'columns');
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      model.relation('absDiffNe', q[i]!, q[j]!, j - i, `diagonal q${i + 1} q${j + 1}`);
    }
  }
  return { model, n };
}
