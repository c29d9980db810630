import type { SudokuGrid } from './SudokuGrid.js';

/** Writes a grid in the grid format: the `N boxWidth boxHeight` header, then N rows of N integers (`0` = empty), newline-terminated. */
export function formatGridFormat(grid: SudokuGrid): string {
  const { size: n, boxWidth, boxHeight } = grid.geometry;
  const rows: string[] = [`${n} ${boxWidth} ${boxHeight}`];
  for (let r = 0; r < n; r++) rows.push(grid.cells.subarray(r * n, (r + 1) * n).join(' '));
  return `${rows.join('\n')}\n`;
}
