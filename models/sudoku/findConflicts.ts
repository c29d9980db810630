import type { SudokuConflict } from './SudokuConflict.js';
import type { SudokuGrid } from './SudokuGrid.js';

/** Largest side whose values fit the bits of one 32-bit mask per house. */
const MASK_MAX_SIZE = 31;
/** Scratch masks of {@link repeatsInAHouse} (rows, columns, boxes), reused: no allocation per puzzle. */
const masks = new Int32Array(3 * MASK_MAX_SIZE);

/** Whether a value repeats in a row, column or box (sides up to {@link MASK_MAX_SIZE}). */
function repeatsInAHouse(grid: SudokuGrid): boolean {
  const { size: n, boxWidth, boxHeight } = grid.geometry;
  const cells = grid.cells;
  const boxesPerBand = n / boxWidth;
  masks.fill(0, 0, 3 * n);
  for (let r = 0, i = 0; r < n; r++) {
    const band = Math.floor(r / boxHeight) * boxesPerBand;
    for (let c = 0; c < n; c++, i++) {
      const v = cells[i]!;
      if (v === 0) continue;
      const bit = 1 << (v - 1);
      const box = 2 * n + band + Math.floor(c / boxWidth);
      if ((masks[r]! | masks[n + c]! | masks[box]!) & bit) return true;
      masks[r]! |= bit;
      masks[n + c]! |= bit;
      masks[box]! |= bit;
    }
  }
  return false;
}

/**
 * Every pair of equal non-empty cells sharing a house, each pair once (a pair sharing a row and a box is
 * reported for the row). Finds broken puzzles without any search. `limit` caps the number returned: a
 * garbage 225×225 grid could otherwise produce millions of pairs.
 */
export function findConflicts(grid: SudokuGrid, limit = Number.POSITIVE_INFINITY): SudokuConflict[] {
  // Almost every puzzle of a batch is sound: one pass over bit masks says so without the pair search.
  if (grid.geometry.size <= MASK_MAX_SIZE && !repeatsInAHouse(grid)) return [];
  const g = grid.geometry;
  const n = g.size;
  const houses = g.houses;
  const out: SudokuConflict[] = [];
  // For each value, the most recent position holding it in the current house; chained through `previous`.
  const last = new Int32Array(n + 1);
  const previous = new Int32Array(n);
  for (let h = 0; h < 3 * n && out.length < limit; h++) {
    const cells = houses[h]!;
    const isBox = h >= 2 * n;
    last.fill(-1);
    const houseStart = out.length;
    for (let j = 0; j < n && out.length < limit; j++) {
      const b = cells[j]!;
      const v = grid.cells[b]!;
      if (v === 0) continue;
      for (let i = last[v]!; i >= 0 && out.length < limit; i = previous[i]!) {
        const a = cells[i]!;
        // A box pair in one row or column was already reported for that row or column.
        if (isBox && (g.row(a) === g.row(b) || g.col(a) === g.col(b))) continue;
        const first = Math.min(a, b);
        const second = Math.max(a, b);
        out.push({
          cells: [first, second],
          value: v,
          house: h,
          message: `${g.cellName(first)} and ${g.cellName(second)} both hold ${v}`,
        });
      }
      previous[j] = last[v]!;
      last[v] = j;
    }
    if (out.length - houseStart > 1) {
      // Pairs come out grouped by their later cell; list them by first cell, then second, for readers.
      const found = out.splice(houseStart).sort((x, y) => x.cells[0] - y.cells[0] || x.cells[1] - y.cells[1]);
      for (const c of found) out.push(c);
    }
  }
  return out;
}
