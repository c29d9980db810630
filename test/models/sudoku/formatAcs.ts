// Test-only writer of Lloyd & Amos's sudoku_acs format (the library reads it, it does not write it).
import type { SudokuGrid } from '../../../models/sudoku/index.js';

/** How a written instance is laid out: separators, line ends, header on one or two lines. */
export interface AcsLayout {
  /** Between two cells of a row (the original files use a tab, and end each row with one). */
  readonly separator?: string;
  /** Line terminator (the original files use CRLF). */
  readonly newline?: string;
  /** Order and unused integer on one line (`4 1`) rather than two. */
  readonly headerOnOneLine?: boolean;
  /** The unused second integer (1 in the original files). */
  readonly unused?: number;
}

/** `grid` (square boxes) in the sudoku_acs format: order, unused integer, rows of `-1` / values. */
export function formatAcs(grid: SudokuGrid, layout: AcsLayout = {}): string {
  const { separator = '\t', newline = '\r\n', headerOnOneLine = false, unused = 1 } = layout;
  const g = grid.geometry;
  if (g.boxWidth !== g.boxHeight) throw new Error('the sudoku_acs format has square boxes only');
  const lines = headerOnOneLine ? [`${g.boxWidth} ${unused}`] : [String(g.boxWidth), String(unused)];
  for (let r = 0; r < g.size; r++) {
    const row: string[] = [];
    for (let c = 0; c < g.size; c++) {
      const v = grid.cells[g.cellAt(r, c)]!;
      row.push(v === 0 ? '-1' : String(v));
    }
    lines.push(row.join(separator) + (separator === '\t' ? '\t' : ''));
  }
  return lines.join(newline) + newline;
}
