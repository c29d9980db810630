import type { SudokuGrid } from './SudokuGrid.js';
import { MAX_SYMBOL_VALUE, symbolOf } from './sudokuSymbols.js';

/**
 * Writes a grid for people: symbols (`1-9`, `A-Z`, `.` for empty) separated by spaces, `|` between boxes
 * and a `-----+-----` line between bands. Grids larger than 35×35 are written with right-aligned numbers
 * instead of symbols. `parseHuman` reads the result back.
 *
 * @example
 * ```
 * 5 3 . | . 7 . | . . .
 * 6 . . | 1 9 5 | . . .
 * ------+-------+------
 * ```
 */
export function formatHuman(grid: SudokuGrid): string {
  const { size: n, boxWidth: w, boxHeight: h } = grid.geometry;
  const numeric = n > MAX_SYMBOL_VALUE;
  const width = numeric ? String(n).length : 1;
  const token = (v: number): string => (numeric ? (v === 0 ? '.' : String(v)) : symbolOf(v)).padStart(width);
  const stack = '-'.repeat(w * width + (w - 1));
  const separator = Array.from({ length: n / w }, () => stack).join('-+-');
  const out: string[] = [];
  for (let r = 0; r < n; r++) {
    if (r > 0 && r % h === 0) out.push(separator);
    const groups: string[] = [];
    for (let c0 = 0; c0 < n; c0 += w) {
      const parts: string[] = [];
      for (let c = c0; c < c0 + w; c++) parts.push(token(grid.cells[r * n + c]!));
      groups.push(parts.join(' '));
    }
    out.push(groups.join(' | '));
  }
  return `${out.join('\n')}\n`;
}
