import type { SudokuGeometry } from '../sudoku/index.js';
import { describeCage } from './describeCage.js';
import type { KillerCage } from './KillerCage.js';
import { KillerError } from './KillerError.js';

/**
 * Checks cages before any model is built: every cage has 1..N cells, each an integer index inside the
 * grid and listed once; no cell is in two cages; a sum, when given, is an integer that `k` different
 * digits `1..N` can make (between `1 + … + k` and `N + … + (N − k + 1)`).
 *
 * @throws `KillerError` naming the first bad cage by number, label and cells, and what is wrong.
 */
export function checkKillerCages(geometry: SudokuGeometry, cages: readonly KillerCage[]): void {
  const n = geometry.size;
  const owner = new Int32Array(geometry.cellCount).fill(-1);
  cages.forEach((cage, index) => {
    const name = describeCage(geometry, cage, index);
    const k = cage.cells.length;
    if (k === 0) throw new KillerError(`killer: ${name} has no cells`);
    if (k > n) {
      throw new KillerError(`killer: ${name} has ${k} cells, but only ${n} different digits exist`);
    }
    for (const cell of cage.cells) {
      if (!Number.isInteger(cell) || cell < 0 || cell >= geometry.cellCount) {
        throw new KillerError(
          `killer: ${name} refers to cell ${cell}, outside the ${geometry.describe()} grid (0..${geometry.cellCount - 1})`,
        );
      }
      const other = owner[cell]!;
      if (other === index) throw new KillerError(`killer: ${name} lists ${geometry.cellName(cell)} twice`);
      if (other >= 0) {
        throw new KillerError(
          `killer: ${name} overlaps ${describeCage(geometry, cages[other]!, other)} at ${geometry.cellName(cell)}`,
        );
      }
      owner[cell] = index;
    }
    if (cage.sum === undefined) return;
    const least = (k * (k + 1)) / 2;
    const most = (k * (2 * n - k + 1)) / 2;
    if (!Number.isSafeInteger(cage.sum) || cage.sum < least || cage.sum > most) {
      throw new KillerError(
        `killer: ${name}: no ${k} different digits 1..${n} add up to ${cage.sum} (possible sums: ${least}..${most})`,
      );
    }
  });
}
