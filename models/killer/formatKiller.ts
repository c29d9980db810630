import { formatLine } from '../sudoku/index.js';
import type { KillerPuzzle } from './KillerPuzzle.js';

const CHAR_LABELS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SUMS_PER_LINE = 10;

/**
 * Writes a killer sudoku in the cage-map format `parseKiller` reads: the map (one character per
 * cell, or space-separated labels when there are more cages than the 62 letters and digits), one
 * `label=sum` entry per cage with a sum, and a `givens:` line when the grid has givens. Cages get
 * fresh labels in order (`a`, `b`, …), so any cage list round-trips, whatever its own labels.
 */
export function formatKiller(puzzle: KillerPuzzle): string {
  const g = puzzle.grid.geometry;
  const n = g.size;
  const compact = puzzle.cages.length <= CHAR_LABELS.length;
  const labels = puzzle.cages.map((_, i) => (compact ? CHAR_LABELS[i]! : `c${i + 1}`));
  const width = compact ? 1 : Math.max(1, ...labels.map((l) => l.length));
  const cellLabel = new Array<string>(g.cellCount).fill('.');
  puzzle.cages.forEach((cage, i) => {
    for (const c of cage.cells) cellLabel[c] = labels[i]!;
  });
  const lines: string[] = [];
  for (let r = 0; r < n; r++) {
    const row = cellLabel.slice(r * n, r * n + n);
    lines.push(
      compact
        ? row.join('')
        : row
            .map((l) => l.padEnd(width))
            .join(' ')
            .trimEnd(),
    );
  }
  const entries: string[] = [];
  puzzle.cages.forEach((cage, i) => {
    if (cage.sum !== undefined) entries.push(`${labels[i]}=${cage.sum}`);
  });
  for (let i = 0; i < entries.length; i += SUMS_PER_LINE)
    lines.push(entries.slice(i, i + SUMS_PER_LINE).join(' '));
  if (puzzle.grid.givenCount > 0) lines.push(`givens: ${formatLine(puzzle.grid)}`);
  return lines.join('\n');
}
