import { MagicSquareError } from './MagicSquareError.js';

/** Draws a square (n² values, row-major) as n lines of right-aligned numbers. */
export function formatMagicSquare(n: number, values: ArrayLike<number>): string {
  if (values.length !== n * n)
    throw new MagicSquareError(`magic square: ${values.length} values for ${n}×${n}`);
  const width = String(n * n).length;
  const lines: string[] = [];
  for (let r = 0; r < n; r++) {
    const row: string[] = [];
    for (let c = 0; c < n; c++) row.push(String(values[r * n + c]).padStart(width));
    lines.push(row.join(' '));
  }
  return lines.join('\n');
}
