import type { SudokuGrid } from '../SudokuGrid.js';
import { findVariantViolations } from './findVariantViolations.js';
import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/** Most problems listed; the rest is summed up in one line. */
const MAX_PROBLEMS = 30;

/**
 * Checks a solution of a variant puzzle without any solver: N² cells, every digit in 1..N, the givens
 * kept, and every rule of the puzzle (houses, cages, dots, sums…) holding. Returns one line per problem,
 * each naming the constraint it breaks (`constraint #3 (killer): …`); `[]` means valid.
 *
 * @throws VariantError when the puzzle itself is invalid.
 */
export function checkVariantSolution(
  puzzle: VariantPuzzle,
  solution: SudokuGrid | ArrayLike<number>,
): string[] {
  const r = resolveVariantPuzzle(puzzle);
  const g = r.geometry;
  const values = 'cells' in solution && 'geometry' in solution ? solution.cells : solution;
  if (values.length !== g.cellCount)
    return [`the solution has ${values.length} cells; a ${g.size}×${g.size} grid has ${g.cellCount}`];
  const out: string[] = [];
  for (let c = 0; c < g.cellCount; c++) {
    const v = values[c]!;
    const given = r.givens[c]!;
    if (!Number.isInteger(v) || v < 1 || v > g.size)
      out.push(`${g.cellName(c)} holds ${v}, not a digit 1..${g.size}`);
    else if (given !== 0 && v !== given) out.push(`${g.cellName(c)} is ${v} but the puzzle gives ${given}`);
  }
  if (out.length > 0) return cap(out);
  for (const v of findVariantViolations(r, values, false)) {
    out.push(v.origin ? `constraint #${v.origin.index} (${v.origin.type}): ${v.message}` : v.message);
  }
  return cap(out);
}

function cap(lines: string[]): string[] {
  if (lines.length <= MAX_PROBLEMS) return lines;
  return [...lines.slice(0, MAX_PROBLEMS), `… and ${lines.length - MAX_PROBLEMS} more problems`];
}
