import { formatGridFormat } from '../models/sudoku/formatGridFormat.js';
import { formatLine } from '../models/sudoku/formatLine.js';
import type { SudokuGrid } from '../models/sudoku/SudokuGrid.js';
import { MAX_SYMBOL_VALUE } from '../models/sudoku/sudokuSymbols.js';

/**
 * A grid in the grid format without its final newline: callers print it with `LineWriter.line`, which
 * adds the newline itself.
 */
export function gridFormatText(grid: SudokuGrid): string {
  const text = formatGridFormat(grid);
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

/**
 * A grid as text: one line in the line format when its values fit single symbols (up to
 * `MAX_SYMBOL_VALUE`), else the grid format on several lines.
 */
export function gridText(grid: SudokuGrid): string {
  return grid.geometry.size <= MAX_SYMBOL_VALUE ? formatLine(grid) : gridFormatText(grid);
}
