import { MagicSquareError } from './MagicSquareError.js';

/** Largest order accepted: `n²` values stay within the native engine's domain limits and sums stay exact. */
export const MAX_MAGIC_ORDER = 100;

/** The magic constant of order `n`: `n(n² + 1) / 2` (15 for n = 3, 34 for n = 4). */
export function magicSum(n: number): number {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_MAGIC_ORDER) {
    throw new MagicSquareError(`magic square: the order must be an integer 1..${MAX_MAGIC_ORDER}, got ${n}`);
  }
  return (n * (n * n + 1)) / 2;
}
