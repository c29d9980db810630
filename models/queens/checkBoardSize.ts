import { QueensError } from './QueensError.js';

/**
 * Throws a `QueensError` unless `n` is a usable board size (a positive safe integer).
 * Shared by the builder and the decoder so both reject the same inputs with the same words.
 */
export function checkBoardSize(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1) {
    throw new QueensError(`queens: board size must be a positive integer, got ${n}`);
  }
}
