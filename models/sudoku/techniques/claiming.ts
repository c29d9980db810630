import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText } from './describeSteps.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import type { Technique } from './Technique.js';

/**
 * Claiming ("multiple lines", box/line reduction): when a value's places in a row (or column) all lie in
 * one box, the value must go in that line inside the box, so it leaves the rest of the box.
 */
export const claiming: Technique = {
  id: 'claiming',
  name: 'Claiming (multiple lines)',
  cost: { first: 700, later: 400 },
  find(grid: CandidateGrid): Step | null {
    const { layout } = grid;
    const n = layout.size;
    const bw = layout.boxWidth;
    const bh = layout.boxHeight;
    for (let line = 0; line < 2 * n; line++) {
      const isRow = line < n;
      const index = isRow ? line : line - n;
      // Segment length along the line: a row crosses boxes bw cells at a time, a column bh.
      const seg = isRow ? bw : bh;
      const open = layout.allValues & ~grid.placedIn[line]!;
      for (let rest = open; rest !== 0; rest &= rest - 1) {
        const v0 = 31 - Math.clz32(rest & -rest);
        const p = grid.where[line * n + v0]!;
        if ((p & (p - 1)) === 0) continue;
        const lo = 31 - Math.clz32(p & -p);
        const hi = 31 - Math.clz32(p);
        const s = Math.floor(lo / seg);
        if (Math.floor(hi / seg) !== s) continue;
        const box = isRow ? layout.boxAt(Math.floor(index / bh), s) : layout.boxAt(s, Math.floor(index / bw));
        const keep = isRow ? layout.boxRowMask[index % bh]! : layout.boxColMask[index % bw]!;
        const h = 2 * n + box;
        const outside = grid.where[h * n + v0]! & ~keep;
        if (outside === 0) continue;
        const value = v0 + 1;
        const cells: number[] = [];
        for (let q = p; q !== 0; q &= q - 1) {
          cells.push(layout.houseCells[line * n + 31 - Math.clz32(q & -q)]!);
        }
        const eliminations: CellValue[] = [];
        for (let q = outside; q !== 0; q &= q - 1) {
          eliminations.push({ cell: layout.houseCells[h * n + 31 - Math.clz32(q & -q)]!, value });
        }
        const g = grid.geometry;
        return makeStep(claiming, {
          eliminations,
          cells,
          candidates: cells.map((cell) => ({ cell, value })),
          houses: [line, h],
          because: `in ${g.houseName(line)}, ${value} lies only in ${g.houseName(h)}, so ${eliminationText(grid, eliminations)}.`,
        });
      }
    }
    return null;
  },
};
