import { magicSum } from './magicSum.js';

/**
 * Checks a square (n² values, row-major) without any solver: the values are exactly 1..n², and every row,
 * column and both diagonals add up to the magic constant. Returns one message per problem
 * (`row 2 adds up to 14, not 15`); `[]` when the square is magic.
 */
export function checkMagicSquare(n: number, values: ArrayLike<number>): string[] {
  const m = magicSum(n);
  if (values.length !== n * n) return [`${values.length} values for an order-${n} square (${n * n} cells)`];
  const out: string[] = [];
  const seen = new Set<number>();
  for (let i = 0; i < n * n; i++) {
    const v = values[i]!;
    if (!Number.isInteger(v) || v < 1 || v > n * n)
      out.push(`r${Math.floor(i / n) + 1}c${(i % n) + 1} = ${v} is outside 1..${n * n}`);
    else if (seen.has(v)) out.push(`${v} appears twice`);
    seen.add(v);
  }
  const line = (name: string, cells: number[]): void => {
    const s = cells.reduce((a, c) => a + values[c]!, 0);
    if (s !== m) out.push(`${name} adds up to ${s}, not ${m}`);
  };
  for (let r = 0; r < n; r++)
    line(
      `row ${r + 1}`,
      Array.from({ length: n }, (_, c) => r * n + c),
    );
  for (let c = 0; c < n; c++)
    line(
      `column ${c + 1}`,
      Array.from({ length: n }, (_, r) => r * n + c),
    );
  line(
    'diagonal',
    Array.from({ length: n }, (_, i) => i * n + i),
  );
  line(
    'anti-diagonal',
    Array.from({ length: n }, (_, i) => i * n + n - 1 - i),
  );
  return out;
}
