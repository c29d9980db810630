import { findLatinConflicts } from './findLatinConflicts.js';
import type { LatinSquare } from './LatinSquare.js';

/**
 * Checks a proposed completion without any solver. Returns one message per problem: a size
 * mismatch, an empty cell, a repeat in a row or column (`r1c2 and r1c5 both hold 3`), or a given of
 * the puzzle that the solution changed (`r2c1 = 3 but the puzzle gives 4`). Empty when `solution`
 * is a full Latin square that keeps every given of `puzzle`.
 */
export function checkLatin(puzzle: LatinSquare, solution: LatinSquare): string[] {
  if (puzzle.size !== solution.size) {
    return [`solution is ${solution.size}×${solution.size} but the puzzle is ${puzzle.size}×${puzzle.size}`];
  }
  const out: string[] = [];
  solution.cells.forEach((v, i) => {
    const given = puzzle.cells[i]!;
    if (v === 0) out.push(`${solution.cellName(i)} is empty`);
    else if (given !== 0 && given !== v)
      out.push(`${solution.cellName(i)} = ${v} but the puzzle gives ${given}`);
  });
  out.push(...findLatinConflicts(solution));
  return out;
}
