import type { CandidateGrid } from './CandidateGrid.js';

// Singles found in one round, placed together at its end; grown on demand.
let pendingCell = new Int32Array(81);
let pendingValue = new Int32Array(81);

/**
 * Fills naked and hidden singles in rounds until none is left, the grid is solved, or a contradiction
 * appears. Round `k` places every single visible after round `k-1`, so a cell's round is its distance (in
 * singles) from the starting assumption: the length a person follows in a forcing chain. When `roundOf` is
 * given, it receives the round of every cell placed here (other entries untouched).
 *
 * @returns the number of rounds run; negative (`-round`) when the position broke in that round.
 */
export function propagateSingles(grid: CandidateGrid, roundOf?: Int32Array): number {
  const { layout } = grid;
  const n = layout.size;
  if (pendingCell.length < layout.cellCount) {
    pendingCell = new Int32Array(layout.cellCount);
    pendingValue = new Int32Array(layout.cellCount);
  }
  const cands = grid.cands;
  let round = 0;
  while (!grid.broken && grid.unsolved > 0) {
    round++;
    let count = 0;
    for (let c = 0; c < layout.cellCount; c++) {
      const bits = cands[c]!;
      if (bits !== 0 && (bits & (bits - 1)) === 0) {
        pendingCell[count] = c;
        pendingValue[count++] = 32 - Math.clz32(bits);
      }
    }
    for (let h = 0; h < layout.houseCount; h++) {
      for (let rest = layout.allValues & ~grid.placedIn[h]!; rest !== 0; rest &= rest - 1) {
        const v0 = 31 - Math.clz32(rest & -rest);
        const p = grid.where[h * n + v0]!;
        if (p === 0 || (p & (p - 1)) !== 0) continue;
        const c = layout.houseCells[h * n + 31 - Math.clz32(p)]!;
        // Also a naked single, or already found through another house: listed once is enough.
        const bits = cands[c]!;
        if ((bits & (bits - 1)) === 0) continue;
        pendingCell[count] = c;
        pendingValue[count++] = v0 + 1;
      }
    }
    if (count === 0) break;
    for (let i = 0; i < count && !grid.broken; i++) {
      const c = pendingCell[i]!;
      const v = pendingValue[i]!;
      if (grid.values[c] !== 0) {
        // Two singles of one round for the same cell: fine if equal, a contradiction otherwise.
        if (grid.values[c] !== v) grid.broken = true;
        continue;
      }
      if ((cands[c]! & (1 << (v - 1))) === 0) {
        grid.broken = true;
        continue;
      }
      grid.place(c, v);
      if (roundOf !== undefined) roundOf[c] = round;
    }
  }
  return grid.broken ? -round : round;
}
