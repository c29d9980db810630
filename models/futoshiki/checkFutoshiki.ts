import { checkLatin, LatinSquare, latinCellName } from '../latin/index.js';
import type { FutoshikiPuzzle } from './FutoshikiPuzzle.js';

/**
 * Checks a solution without any solver: a full Latin square of the puzzle's size keeping every given
 * (`checkLatin`), and every inequality (`r1c2 < r1c3 but 5 > 2`). Returns one message per problem.
 */
export function checkFutoshiki(puzzle: FutoshikiPuzzle, solution: LatinSquare): string[] {
  const n = puzzle.size;
  if (solution.size !== n)
    return [`solution is ${solution.size}×${solution.size} but the puzzle is ${n}×${n}`];
  const out = checkLatin(new LatinSquare(n, puzzle.givens.slice()), solution);
  for (const q of puzzle.inequalities) {
    const a = solution.cells[q.less]!;
    const b = solution.cells[q.greater]!;
    if (a !== 0 && b !== 0 && !(a < b)) {
      out.push(`${latinCellName(n, q.less)} < ${latinCellName(n, q.greater)} but ${a} ≥ ${b}`);
    }
  }
  return out;
}
