import type { SudokuGeometry } from '../SudokuGeometry.js';

/**
 * The complete grid of the shifted-rows pattern for any box shape W×H: cell (r, c) holds
 * `(W·(r mod H) + ⌊r/H⌋ + c) mod N + 1`. Each row shifts the one above by W inside a band and by 1 from
 * band to band, so rows, columns and boxes each hold every value once; no search is needed.
 */
export function patternGrid(geometry: SudokuGeometry): Int32Array {
  const n = geometry.size;
  const w = geometry.boxWidth;
  const h = geometry.boxHeight;
  const cells = new Int32Array(geometry.cellCount);
  for (let r = 0; r < n; r++) {
    const shift = w * (r % h) + Math.floor(r / h);
    for (let c = 0; c < n; c++) cells[r * n + c] = ((shift + c) % n) + 1;
  }
  return cells;
}
