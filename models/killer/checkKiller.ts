import { checkSolution, type SudokuGrid } from '../sudoku/index.js';
import { describeCage } from './describeCage.js';
import type { KillerPuzzle } from './KillerPuzzle.js';

/**
 * Checks a solution of a killer sudoku without any solver: everything `checkSolution` checks (shape,
 * givens, houses), then every cage: different digits, and the sum when the cage has one. Returns one
 * message per problem (`cage #4 'd' (r2c1 r3c1): digits add up to 11, not 12`); `[]` when valid.
 */
export function checkKiller(puzzle: KillerPuzzle, solution: SudokuGrid): string[] {
  const out = checkSolution(puzzle.grid, solution);
  if (solution.geometry !== puzzle.grid.geometry) return out;
  const geometry = puzzle.grid.geometry;
  puzzle.cages.forEach((cage, i) => {
    const digits = cage.cells.map((c) => solution.cells[c] ?? 0);
    if (digits.some((d) => d === 0)) return; // empty cells are reported by checkSolution
    if (new Set(digits).size !== digits.length) {
      out.push(`${describeCage(geometry, cage, i)}: a digit repeats (${digits.join(' ')})`);
    }
    const total = digits.reduce((a, b) => a + b, 0);
    if (cage.sum !== undefined && total !== cage.sum) {
      out.push(`${describeCage(geometry, cage, i)}: digits add up to ${total}, not ${cage.sum}`);
    }
  });
  return out;
}
