import { popcount32 } from '../../../core/util/bits.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText, listWords } from './describeSteps.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import type { Technique } from './Technique.js';

// Lines (inside the box) holding the value, per box of the current band; reused, never reallocated.
const lineSets = new Int32Array(32);

/**
 * Double pairs: two boxes of one band whose places for a value lie in the same two rows (or two boxes of
 * one stack, same two columns) fill those two rows between them, so the value leaves those rows in the
 * band's other boxes.
 */
export const doublePairs: Technique = {
  id: 'double-pairs',
  name: 'Double pairs',
  cost: { first: 500, later: 250 },
  find(grid: CandidateGrid): Step | null {
    const { layout } = grid;
    const n = layout.size;
    const bw = layout.boxWidth;
    const bh = layout.boxHeight;
    // Horizontal bands: bw bands of bh boxes, lines = rows (bh per box). Vertical: bh stacks of bw boxes.
    for (let dir = 0; dir < 2; dir++) {
      const groups = dir === 0 ? bw : bh;
      const perGroup = dir === 0 ? bh : bw;
      const lines = dir === 0 ? bh : bw;
      if (lines < 3) continue; // two lines out of two leave nothing to remove
      const masks = dir === 0 ? layout.boxRowMask : layout.boxColMask;
      for (let t = 0; t < groups; t++) {
        for (let v0 = 0; v0 < n; v0++) {
          for (let s = 0; s < perGroup; s++) {
            const box = dir === 0 ? layout.boxAt(t, s) : layout.boxAt(s, t);
            const p = grid.where[(2 * n + box) * n + v0]!;
            let set = 0;
            for (let i = 0; i < lines; i++) if ((p & masks[i]!) !== 0) set |= 1 << i;
            lineSets[s] = set;
          }
          for (let s1 = 0; s1 < perGroup; s1++) {
            const set = lineSets[s1]!;
            if (popcount32(set) !== 2) continue;
            for (let s2 = s1 + 1; s2 < perGroup; s2++) {
              if (lineSets[s2] !== set) continue;
              let keep = 0;
              for (let i = 0; i < lines; i++) if ((set & (1 << i)) !== 0) keep |= masks[i]!;
              let found = false;
              for (let s3 = 0; s3 < perGroup && !found; s3++) {
                if (s3 === s1 || s3 === s2) continue;
                const box = dir === 0 ? layout.boxAt(t, s3) : layout.boxAt(s3, t);
                if ((grid.where[(2 * n + box) * n + v0]! & keep) !== 0) found = true;
              }
              if (found) return build(doublePairs, grid, dir, t, s1, s2, set, keep, v0);
            }
          }
        }
      }
    }
    return null;
  },
};

function build(
  technique: Technique,
  grid: CandidateGrid,
  dir: number,
  t: number,
  s1: number,
  s2: number,
  set: number,
  keep: number,
  v0: number,
): Step {
  const { layout } = grid;
  const n = layout.size;
  const value = v0 + 1;
  const boxOf = (s: number): number => (dir === 0 ? layout.boxAt(t, s) : layout.boxAt(s, t));
  const cells: number[] = [];
  for (const s of [s1, s2]) {
    const h = 2 * n + boxOf(s);
    for (let p = grid.where[h * n + v0]!; p !== 0; p &= p - 1) {
      cells.push(layout.houseCells[h * n + 31 - Math.clz32(p & -p)]!);
    }
  }
  const eliminations: CellValue[] = [];
  const perGroup = dir === 0 ? layout.boxHeight : layout.boxWidth;
  for (let s = 0; s < perGroup; s++) {
    if (s === s1 || s === s2) continue;
    const h = 2 * n + boxOf(s);
    for (let p = grid.where[h * n + v0]! & keep; p !== 0; p &= p - 1) {
      eliminations.push({ cell: layout.houseCells[h * n + 31 - Math.clz32(p & -p)]!, value });
    }
  }
  eliminations.sort((a, b) => a.cell - b.cell);
  // Name the two lines by the first pattern cell's line plus the in-box offsets.
  const first = cells[0]!;
  const base = dir === 0 ? layout.rowOf[first]! - (layout.rowOf[first]! % layout.boxHeight) : 0;
  const baseC = dir === 1 ? layout.colOf[first]! - (layout.colOf[first]! % layout.boxWidth) : 0;
  const lineNames: string[] = [];
  const houses: number[] = [2 * n + boxOf(s1), 2 * n + boxOf(s2)];
  for (let i = 0; i < 32; i++) {
    if ((set & (1 << i)) === 0) continue;
    lineNames.push(String((dir === 0 ? base : baseC) + i + 1));
    houses.push(dir === 0 ? base + i : n + baseC + i);
  }
  const g = grid.geometry;
  return makeStep(technique, {
    eliminations,
    cells,
    candidates: cells.map((cell) => ({ cell, value })),
    houses,
    because:
      `in ${g.houseName(houses[0]!)} and ${g.houseName(houses[1]!)}, ${value} lies only in ` +
      `${dir === 0 ? 'rows' : 'columns'} ${listWords(lineNames)}, so ${eliminationText(grid, eliminations)}.`,
  });
}
