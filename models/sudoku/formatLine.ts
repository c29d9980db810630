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
  let out = '';
  for (const v of grid.cells) out += symbolOf(v);
  return out;
}
