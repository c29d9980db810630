import { SudokuGrid } from '../SudokuGrid.js';
import { resolveVariantPuzzle } from './resolveVariantPuzzle.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/**
 * The puzzle as a classic sudoku grid (its shape and givens) when it has no variant rules: no
 * constraints and no irregular regions. A classic puzzle written as JSON or as an f-puzzles link can
 * then go wherever a line or grid puzzle goes. `undefined` for a real variant.
 *
 * @throws VariantError when the puzzle itself is invalid (givens out of range, naming the cell, …).
 */
export function classicGridOf(puzzle: VariantPuzzle): SudokuGrid | undefined {
  const resolved = resolveVariantPuzzle(puzzle);
  if ((puzzle.constraints?.length ?? 0) > 0 || resolved.jigsaw) return undefined;
  return new SudokuGrid(resolved.geometry, resolved.givens.slice());
}

/** What makes a puzzle a variant, for messages: `killer ×3, thermometer, irregular regions`. */
export function describeVariantRules(puzzle: VariantPuzzle): string {
  const counts = new Map<string, number>();
  for (const c of puzzle.constraints ?? []) counts.set(c.type, (counts.get(c.type) ?? 0) + 1);
  const parts = [...counts].map(([type, n]) => (n > 1 ? `${type} ×${n}` : type));
  if (puzzle.regions !== undefined) parts.push('irregular regions');
  return parts.join(', ');
}
