import { formatLine } from '../sudoku/index.js';
import type { KillerPuzzle } from './KillerPuzzle.js';
import { writeCageMap } from './writeCageMap.js';

/**
 * Writes a killer sudoku in the cage-map format `parseKiller` reads: the map (one character per
 * cell, or space-separated labels when there are more cages than the 62 letters and digits), one
 * `label=sum` entry per cage with a sum, and a `givens:` line when the grid has givens. Cages get
 * fresh labels in order (`a`, `b`, …), so any cage list round-trips, whatever its own labels.
 */
export function formatKiller(puzzle: KillerPuzzle): string {
  const lines = writeCageMap(puzzle.grid.geometry.size, puzzle.cages, (cage) =>
    cage.sum === undefined ? undefined : `${cage.sum}`,
  );
  if (puzzle.grid.givenCount > 0) lines.push(`givens: ${formatLine(puzzle.grid)}`);
  return lines.join('\n');
}
