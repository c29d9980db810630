import type { LatinSquare } from './LatinSquare.js';

/**
 * Every pair of filled cells that share a row or a column and hold the same symbol, as messages
 * like `r1c2 and r1c5 both hold 3` (row pairs first, then column pairs, each in reading order).
 * Empty when the filled cells are consistent (which does not mean the square can be completed).
 */
export function findLatinConflicts(square: LatinSquare): string[] {
  const n = square.size;
  const out: string[] = [];
  const pair = (a: number, b: number, v: number): void => {
    out.push(`${square.cellName(a)} and ${square.cellName(b)} both hold ${v}`);
  };
  for (let r = 0; r < n; r++) {
    for (let c1 = 0; c1 < n; c1++) {
      const v = square.cells[r * n + c1]!;
      if (v === 0) continue;
      for (let c2 = c1 + 1; c2 < n; c2++) if (square.cells[r * n + c2] === v) pair(r * n + c1, r * n + c2, v);
    }
  }
  for (let c = 0; c < n; c++) {
    for (let r1 = 0; r1 < n; r1++) {
      const v = square.cells[r1 * n + c]!;
      if (v === 0) continue;
      for (let r2 = r1 + 1; r2 < n; r2++) if (square.cells[r2 * n + c] === v) pair(r1 * n + c, r2 * n + c, v);
    }
  }
  return out;
}
