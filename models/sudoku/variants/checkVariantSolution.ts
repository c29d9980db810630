import type { SudokuGrid } from '../SudokuGrid.js';
import { findVariantViolations } from './findVariantViolations.js';
import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/** Most problems listed; the rest is summed up in one line. */
const MAX_PROBLEMS = 30;

/**
 * Checks a solution of a variant puzzle without any solver: one value per cell (row-major, then the extra
 * cells), every value in the puzzle's range (1..N, or 0..N−1), the givens kept, and every rule of the
 * puzzle (houses, cages, dots, sums…) holding. Returns one line per problem, each naming the constraint it
 * breaks (`constraint #3 (killer): …`); `[]` means valid.
 *
 * @throws VariantError when the puzzle itself is invalid.
 */
export function checkVariantSolution(
  puzzle: VariantPuzzle,
  solution: SudokuGrid | ArrayLike<number>,
): string[] {
  const r = resolveVariantPuzzle(puzzle);
  const g = r.shape;
  const values = 'cells' in solution && 'geometry' in solution ? solution.cells : solution;
  if (values.length !== g.cellCount) {
    const extra = g.extraCells > 0 ? ` and ${g.extraCells} extra cells` : '';
    return [
      `the solution has ${values.length} cells; a ${g.rows}×${g.columns} grid${extra} has ${g.cellCount}`,
    ];
  }
  const out: string[] = [];
  // The rules are stored over value indices 1..N: check the range, then translate.
  const indices = new Int32Array(g.cellCount);
  for (let c = 0; c < g.cellCount; c++) {
    const v = values[c]!;
    const index = g.indexOf(v);
    const given = r.givens[c]!;
    if (index < 0) {
      const what = g.minValue === 1 ? `a digit 1..${g.values}` : `a value ${g.valueRange}`;
      out.push(`${g.cellName(c)} holds ${v}, not ${what}`);
    } else if (given !== 0 && index !== given)
      out.push(`${g.cellName(c)} is ${v} but the puzzle gives ${g.value(given)}`);
    indices[c] = index;
  }
  if (out.length > 0) return cap(out);
  for (const v of findVariantViolations(r, indices, false)) {
    out.push(v.origin ? `constraint #${v.origin.index} (${v.origin.type}): ${v.message}` : v.message);
  }
  return cap(out);
}

function cap(lines: string[]): string[] {
  if (lines.length <= MAX_PROBLEMS) return lines;
  return [...lines.slice(0, MAX_PROBLEMS), `… and ${lines.length - MAX_PROBLEMS} more problems`];
}
