import type { LatinSquare } from './LatinSquare.js';

/**
 * Writes a square in the text form `parseLatin` reads: one line per row, entries separated
 * by spaces and right-aligned to the widest symbol, `.` for empty cells.
 */
export function formatLatin(square: LatinSquare): string {
  const n = square.size;
  const width = String(n).length;
  const lines: string[] = [];
  for (let r = 0; r < n; r++) {
    const row: string[] = [];
    for (let c = 0; c < n; c++) {
      const v = square.cells[r * n + c]!;
      row.push((v === 0 ? '.' : String(v)).padStart(width));
    }
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}
