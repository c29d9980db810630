import { HIDATO_HOLE } from './HidatoPuzzle.js';

/**
 * A hidato grid as text, the form `readHidatos` reads: rows of space-separated tokens, the number, `.` for
 * 0 (a cell to fill) and `#` for a hole. With a solution's cells it is the answer of `hidato solve`.
 */
export function formatHidato(rows: number, cols: number, cells: ArrayLike<number>): string {
  const out: string[] = [];
  for (let r = 0; r < rows; r++) {
    const row: string[] = [];
    for (let c = 0; c < cols; c++) {
      const v = cells[r * cols + c]!;
      row.push(v === HIDATO_HOLE ? '#' : v === 0 ? '.' : String(v));
    }
    out.push(row.join(' '));
  }
  return out.join('\n');
}
