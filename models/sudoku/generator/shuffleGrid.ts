import type { SudokuGeometry } from '../SudokuGeometry.js';
import type { SeededRandom } from './SeededRandom.js';

/**
 * A random grid of the same validity as `cells` (a complete grid of `geometry`): digits relabelled,
 * rows permuted within their bands and bands permuted, columns within their stacks and stacks
 * permuted. Each of these maps a valid grid to a valid grid, so the result is a complete grid drawn
 * from the (large) family of `cells`.
 */
export function shuffleGrid(geometry: SudokuGeometry, cells: Int32Array, rng: SeededRandom): Int32Array {
  const n = geometry.size;
  const digits = new Int32Array(n + 1);
  for (let d = 0; d <= n; d++) digits[d] = d;
  rng.shuffle(digits, 1, n + 1);
  const rows = lineOrder(n, geometry.boxHeight, rng);
  const cols = lineOrder(n, geometry.boxWidth, rng);
  const out = new Int32Array(cells.length);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) out[r * n + c] = digits[cells[rows[r]! * n + cols[c]!]!]!;
  }
  return out;
}

/** A permutation of `0..n-1` that keeps groups of `group` consecutive lines together (bands, stacks). */
function lineOrder(n: number, group: number, rng: SeededRandom): Int32Array {
  const groups = new Int32Array(n / group);
  for (let g = 0; g < groups.length; g++) groups[g] = g;
  rng.shuffle(groups);
  const order = new Int32Array(n);
  for (let g = 0; g < groups.length; g++) {
    for (let k = 0; k < group; k++) order[g * group + k] = groups[g]! * group + k;
    rng.shuffle(order, g * group, (g + 1) * group);
  }
  return order;
}
