/** Calls `each` once for every pair of orthogonally adjacent cells of an N×N grid (lower index first). */
export function forEachOrthogonalPair(n: number, each: (a: number, b: number) => void): void {
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (c + 1 < n) each(r * n + c, r * n + c + 1);
      if (r + 1 < n) each(r * n + c, (r + 1) * n + c);
    }
  }
}
