import { lowestBit, popcount32 } from '../../../core/util/bits.js';
import { findConflicts } from '../findConflicts.js';
import type { SudokuGrid } from '../SudokuGrid.js';
import type { FilledCell } from './FilledCell.js';
import type { SemiAutoResult } from './SemiAutoResult.js';

/**
 * The semi-automatic mode: fills every empty cell that has a single candidate (a naked single: only one value
 * is not already held by a peer), repeatedly, until the grid is solved or no cell has a single candidate.
 * Candidates come from the grid's values only (no pencil marks, no deeper technique), so a wrong but
 * consistent entry is trusted: the fill may then run into a cell with no candidate, and stops there.
 *
 * Cells are scanned row-major and filled as soon as they are found, each fill narrowing its peers at once,
 * so the order is deterministic. A grid that already breaks a constraint is not touched (`stop: 'conflict'`).
 * Works for any rank and box shape; the input grid is not modified.
 */
export function fillSingles(grid: SudokuGrid): SemiAutoResult {
  const g = grid.geometry;
  const n = g.size;
  const out = grid.clone();
  const cells = out.cells;
  const clash = findConflicts(grid, 1)[0];
  if (clash !== undefined) {
    return {
      grid: out,
      filled: [],
      solved: false,
      stop: 'conflict',
      message: `${g.houseName(clash.house)}: ${clash.message}; fix it first`,
    };
  }
  // One bitset per house of the values it holds (bit v = value v), so a cell's candidates are the complement
  // of three unions: O(N / 32) per cell instead of a scan of its 3N peers.
  const words = (n >>> 5) + 1;
  const used = new Uint32Array(3 * n * words);
  const full = new Uint32Array(words);
  for (let v = 1; v <= n; v++) full[v >>> 5]! |= 1 << (v & 31);
  const rowBase = (cell: number): number => g.row(cell) * words;
  const colBase = (cell: number): number => (n + g.col(cell)) * words;
  const boxBase = (cell: number): number => (2 * n + g.box(cell)) * words;
  const mark = (cell: number, v: number): void => {
    const w = v >>> 5;
    const bit = 1 << (v & 31);
    used[rowBase(cell) + w]! |= bit;
    used[colBase(cell) + w]! |= bit;
    used[boxBase(cell) + w]! |= bit;
  };
  let empty = 0;
  for (let cell = 0; cell < g.cellCount; cell++) {
    const v = cells[cell]!;
    if (v === 0) empty++;
    else mark(cell, v);
  }

  const filled: FilledCell[] = [];
  let progress = true;
  while (progress && empty > 0) {
    progress = false;
    for (let cell = 0; cell < g.cellCount; cell++) {
      if (cells[cell] !== 0) continue;
      const r = rowBase(cell);
      const c = colBase(cell);
      const b = boxBase(cell);
      let count = 0;
      let value = 0;
      for (let w = 0; w < words && count < 2; w++) {
        const free = full[w]! & ~(used[r + w]! | used[c + w]! | used[b + w]!);
        if (free === 0) continue;
        count += popcount32(free);
        value = w * 32 + lowestBit(free);
      }
      if (count === 0) {
        return {
          grid: out,
          filled,
          solved: false,
          stop: 'contradiction',
          message: `${g.cellName(cell)} has no candidate left: some entry is wrong`,
        };
      }
      if (count > 1) continue;
      cells[cell] = value;
      mark(cell, value);
      filled.push({ cell, name: g.cellName(cell), value });
      empty--;
      progress = true;
    }
  }
  if (empty === 0) return { grid: out, filled, solved: true, stop: 'solved', message: 'solved' };
  return {
    grid: out,
    filled,
    solved: false,
    stop: 'stuck',
    message: `no cell has a single candidate (${empty} empty cell${empty === 1 ? '' : 's'} left)`,
  };
}
