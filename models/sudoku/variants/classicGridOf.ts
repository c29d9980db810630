import { SudokuGrid } from '../SudokuGrid.js';
import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/**
 * The puzzle as a classic sudoku grid (its shape and givens) when it has no variant rules: no
 * constraints, no irregular regions, and the classic N×N grid of digits 1..N with boxes. A classic puzzle written as JSON or as an f-puzzles link can
 * then go wherever a line or grid puzzle goes. `undefined` for a real variant.
 *
 * @throws VariantError when the puzzle itself is invalid (givens out of range, naming the cell, …).
 */
export function classicGridOf(puzzle: VariantPuzzle): SudokuGrid | undefined {
  const resolved = resolveVariantPuzzle(puzzle);
  if ((puzzle.constraints?.length ?? 0) > 0 || resolved.jigsaw || !resolved.shape.classic) return undefined;
  return new SudokuGrid(resolved.geometry, resolved.givens.slice());
}

/** What makes a puzzle a variant, for messages: `killer ×3, thermometer, irregular regions`. */
export function describeVariantRules(puzzle: VariantPuzzle): string {
  const counts = new Map<string, number>();
  for (const c of puzzle.constraints ?? []) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  const parts = [...counts].map(([type, n]) => (n > 1 ? `${type} ×${n}` : type));
  if (puzzle.regions !== undefined) parts.push('irregular regions');
  const rows = puzzle.rows ?? puzzle.size;
  const columns = puzzle.columns ?? puzzle.size;
  if (rows !== puzzle.size || columns !== puzzle.size) parts.push(`a ${rows}×${columns} grid`);
  if ((puzzle.minValue ?? 1) !== 1) parts.push(`values ${puzzle.minValue}..${puzzle.size - 1}`);
  if (puzzle.boxes === false) parts.push('no boxes');
  if ((puzzle.extraCells ?? 0) > 0) parts.push('extra cells');
  if (puzzle.chaos !== undefined) parts.push('chaos construction');
  return parts.join(', ');
}
