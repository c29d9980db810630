import { SudokuFormatError } from './SudokuFormatError.js';
import type { SudokuGrid } from './SudokuGrid.js';
import { MAX_SYMBOL_VALUE, symbolOf } from './sudokuSymbols.js';

/**
 * Writes a grid in the line format: one character per cell, `.` for empty, `1-9` then `A-Z`.
 *
 * @throws SudokuFormatError for a grid larger than 35×35 (no symbols left: use `formatGridFormat`).
 */
export function formatLine(grid: SudokuGrid): string {
  const n = grid.geometry.size;
  if (n > MAX_SYMBOL_VALUE) {
    throw new SudokuFormatError(
      `the line format has symbols up to ${MAX_SYMBOL_VALUE}; a ${n}×${n} grid needs the grid format`,
    );
  }
  // One string built from char codes: concatenating a character per cell costs more on batches.
  const codes = new Array<number>(grid.cells.length);
  for (let i = 0; i < codes.length; i++)
    codes[i] = SYMBOL_CODES[grid.cells[i]!] ?? symbolOf(grid.cells[i]!).charCodeAt(0);
  return String.fromCharCode(...codes);
}

/** Char code of each value's symbol (index 0: the empty cell's '.'). */
const SYMBOL_CODES: readonly number[] = Array.from({ length: MAX_SYMBOL_VALUE + 1 }, (_, v) =>
  symbolOf(v).charCodeAt(0),
);
