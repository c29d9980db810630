import type { FutoshikiPuzzle } from './FutoshikiPuzzle.js';

/**
 * Draws a Futoshiki in the text form `parseFutoshiki` reads: the givens (or, when `values` is given, those
 * digits: a solution), `.` for empty cells, and every inequality between neighbours as `<`, `>`, `^`, `v`.
 */
export function formatFutoshiki(puzzle: FutoshikiPuzzle, values?: ArrayLike<number>): string {
  const n = puzzle.size;
  const w = 2 * n - 1;
  const grid: string[][] = Array.from({ length: w }, () => new Array<string>(w).fill(' '));
  for (let c = 0; c < n * n; c++) {
    const v = values === undefined ? puzzle.givens[c]! : values[c]!;
    grid[2 * Math.floor(c / n)]![2 * (c % n)] = v === 0 ? '.' : String(v);
  }
  for (const q of puzzle.inequalities) {
    const a = Math.min(q.less, q.greater);
    const r = Math.floor(a / n);
    const col = a % n;
    if (Math.abs(q.less - q.greater) === 1) grid[2 * r]![2 * col + 1] = q.less === a ? '<' : '>';
    else grid[2 * r + 1]![2 * col] = q.less === a ? '^' : 'v';
  }
  return grid.map((row) => row.join('').trimEnd()).join('\n');
}
