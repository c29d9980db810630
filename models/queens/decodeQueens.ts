import { checkBoardSize } from './checkBoardSize.js';
import { QueensError } from './QueensError.js';

/**
 * Reads a solver assignment of a `QueensModel` as the list of queen columns, one per row
 * (1-based columns, row `i` at index `i`).
 *
 * @throws `QueensError` when `values` does not hold exactly `n` values.
 */
export function decodeQueens(n: number, values: ArrayLike<number>): number[] {
  checkBoardSize(n);
  if (values.length !== n) {
    throw new QueensError(`queens: expected ${n} values (one per row), got ${values.length}`);
  }
  return Array.from(values);
}
