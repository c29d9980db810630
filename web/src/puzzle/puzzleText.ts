import { formatGridFormat, formatLine, SudokuGeometry, SudokuGrid } from 'cspkit/models';
import type { PlaygroundPuzzle } from './PlaygroundPuzzle.js';

/** A classic puzzle's grid. */
export function gridOf(p: Extract<PlaygroundPuzzle, { kind: 'classic' }>): SudokuGrid {
  return new SudokuGrid(SudokuGeometry.fromBox(p.boxWidth, p.boxHeight), Int32Array.from(p.cells));
}

/**
 * The puzzle as text the readers take back: the line format for a classic grid whose symbols fit
 * it and whose box shape it implies, else the grid format; JSON for a variant puzzle.
 */
export function puzzleText(p: PlaygroundPuzzle): string {
  if (p.kind === 'variant') return JSON.stringify(p.puzzle);
  const grid = gridOf(p);
  return lineFormatFits(p) ? formatLine(grid) : formatGridFormat(grid).trimEnd();
}

/** Whether the line format can carry a classic puzzle: symbols up to 35, and the box shape its size implies. */
function lineFormatFits(p: Extract<PlaygroundPuzzle, { kind: 'classic' }>): boolean {
  const size = p.boxWidth * p.boxHeight;
  if (size > 35) return false;
  try {
    const implied = SudokuGeometry.forSize(size);
    return implied.boxWidth === p.boxWidth && implied.boxHeight === p.boxHeight;
  } catch {
    return false; // a size with no implied shape (a prime): the grid format names its boxes
  }
}
