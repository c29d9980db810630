import { latinCellName } from '../latin/index.js';
import { FutoshikiError } from './FutoshikiError.js';
import type { FutoshikiPuzzle } from './FutoshikiPuzzle.js';

/**
 * Checks a puzzle before any model is built: a size 1..99, N² givens each 0..N, and every inequality
 * between two orthogonally adjacent cells of the grid.
 *
 * @throws `FutoshikiError` naming the first bad given (by cell) or inequality (by index and cells).
 */
export function checkFutoshikiPuzzle(p: FutoshikiPuzzle): void {
  const n = p.size;
  if (!Number.isSafeInteger(n) || n < 1 || n > 99)
    throw new FutoshikiError(`futoshiki: size must be 1..99, got ${n}`);
  if (p.givens.length !== n * n) {
    throw new FutoshikiError(`futoshiki: a ${n}×${n} puzzle needs ${n * n} givens, got ${p.givens.length}`);
  }
  p.givens.forEach((v, i) => {
    if (!Number.isInteger(v) || v < 0 || v > n) {
      throw new FutoshikiError(`futoshiki: ${latinCellName(n, i)} holds ${v}, expected 0 (empty) or 1..${n}`);
    }
  });
  p.inequalities.forEach((q, i) => {
    const inside = (c: number): boolean => Number.isInteger(c) && c >= 0 && c < n * n;
    if (!inside(q.less) || !inside(q.greater)) {
      throw new FutoshikiError(`futoshiki: inequality #${i + 1} refers to a cell outside the ${n}×${n} grid`);
    }
    const dr = Math.abs(Math.floor(q.less / n) - Math.floor(q.greater / n));
    const dc = Math.abs((q.less % n) - (q.greater % n));
    if (dr + dc !== 1) {
      throw new FutoshikiError(
        `futoshiki: inequality #${i + 1} (${latinCellName(n, q.less)} < ${latinCellName(n, q.greater)}) is not between neighbours`,
      );
    }
  });
}
