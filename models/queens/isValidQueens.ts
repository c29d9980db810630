/**
 * Checks an n-queens placement without any solver: `columns[i]` is the 1-based column of the
 * queen on row `i + 1`. Valid when every column is an integer in 1..n and no two queens share a
 * column or a diagonal. An empty list is not a board and is invalid.
 */
export function isValidQueens(columns: readonly number[]): boolean {
  const n = columns.length;
  if (n === 0) return false;
  // Queens on one diagonal share row − col; on one anti-diagonal they share row + col.
  const usedCol = new Uint8Array(n + 1);
  const usedDiag = new Uint8Array(2 * n + 1);
  const usedAnti = new Uint8Array(2 * n + 1);
  for (let row = 1; row <= n; row++) {
    const col = columns[row - 1]!;
    if (!Number.isInteger(col) || col < 1 || col > n) return false;
    const diag = row - col + n;
    const anti = row + col;
    if (usedCol[col] || usedDiag[diag] || usedAnti[anti]) return false;
    usedCol[col] = 1;
    usedDiag[diag] = 1;
    usedAnti[anti] = 1;
  }
  return true;
}
