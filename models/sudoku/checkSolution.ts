import { findConflicts } from './findConflicts.js';
import type { SudokuGrid } from './SudokuGrid.js';

/** Most lines reported per kind of problem; the rest is summed up in one line. */
const MAX_PER_KIND = 20;

/**
 * Checks a solution against its puzzle, independently of any solver: same shape, every cell filled with a
 * value `1..N`, every given kept, no value twice in a house. Returns one line per problem (at most 20 per
 * kind, then a count of the rest); `[]` means the solution is valid.
 */
export function checkSolution(puzzle: SudokuGrid, solution: SudokuGrid): string[] {
  const g = puzzle.geometry;
  if (solution.geometry !== g) {
    return [`the solution is ${solution.geometry.describe()} but the puzzle is ${g.describe()}`];
  }
  const n = g.size;
  const empty: string[] = [];
  const outOfRange: string[] = [];
  const changed: string[] = [];
  for (let cell = 0; cell < g.cellCount; cell++) {
    const v = solution.cells[cell]!;
    const given = puzzle.cells[cell]!;
    if (v === 0) empty.push(`${g.cellName(cell)} is empty`);
    else if (v < 1 || v > n) outOfRange.push(`${g.cellName(cell)} holds ${v}, outside 1..${n}`);
    else if (given !== 0 && v !== given)
      changed.push(`${g.cellName(cell)} is ${v} but the puzzle gives ${given}`);
  }
  const duplicates = findConflicts(solution, MAX_PER_KIND + 1).map(
    (c) => `${g.houseName(c.house)}: ${c.message}`,
  );
  return [
    ...capped(changed, 'changed givens'),
    ...capped(outOfRange, 'values out of range'),
    ...capped(empty, 'empty cells'),
    ...capped(duplicates, 'repeated values', true),
  ];
}

function capped(lines: string[], what: string, countUnknown = false): string[] {
  if (lines.length <= MAX_PER_KIND) return lines;
  const rest = lines.length - MAX_PER_KIND;
  return [
    ...lines.slice(0, MAX_PER_KIND),
    countUnknown ? `… and more ${what}` : `… and ${rest} more ${what}`,
  ];
}
