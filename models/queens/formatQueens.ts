import { QueensError } from './QueensError.js';

/**
 * Draws a board: one text line per row, `Q` where the queen stands and `.` elsewhere,
 * cells separated by a space.
 *
 * @param columns - the 1-based column of the queen on each row (as from `decodeQueens`).
 * @throws `QueensError` when a column is not an integer in 1..n.
 */
export function formatQueens(columns: readonly number[]): string {
  const n = columns.length;
  const lines: string[] = [];
  columns.forEach((col, row) => {
    if (!Number.isInteger(col) || col < 1 || col > n) {
      throw new QueensError(`queens: row ${row + 1} has column ${col}, expected 1..${n}`);
    }
    const cells = new Array<string>(n).fill('.');
    cells[col - 1] = 'Q';
    lines.push(cells.join(' '));
  });
  return lines.join('\n');
}
