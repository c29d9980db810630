import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText } from './describeSteps.js';
import { lowMask } from './lowMask.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import type { Technique } from './Technique.js';

/**
 * Pointing ("candidate lines"): when a value's places in a box all lie in one row (or column), the value
 * must go in that line inside the box, so it leaves the rest of the line.
 */
export const pointing: Technique = {
  id: 'pointing',
  name: 'Pointing (candidate lines)',
  cost: { first: 350, later: 200 },
  find(grid: CandidateGrid): Step | null {
    const { layout } = grid;
    const n = layout.size;
    const bw = layout.boxWidth;
    const bh = layout.boxHeight;
    for (let b = 0; b < n; b++) {
      const h = 2 * n + b;
      const r0 = Math.floor(b / bh) * bh;
      const c0 = (b % bh) * bw;
      const open = layout.allValues & ~grid.placedIn[h]!;
      for (let rest = open; rest !== 0; rest &= rest - 1) {
        const v0 = 31 - Math.clz32(rest & -rest);
        const p = grid.where[h * n + v0]!;
        if ((p & (p - 1)) === 0) continue;
        // Same row of the box?
        const i = Math.floor((31 - Math.clz32(p & -p)) / bw);
        if ((p & ~layout.boxRowMask[i]!) === 0) {
          const line = r0 + i;
          const outside = grid.where[line * n + v0]! & ~(lowMask(bw) << c0);
          if (outside !== 0) return build(pointing, grid, h, line, v0 + 1, p, outside);
        }
        const j = (31 - Math.clz32(p & -p)) % bw;
        if ((p & ~layout.boxColMask[j]!) === 0) {
          const line = n + c0 + j;
          const outside = grid.where[line * n + v0]! & ~(lowMask(bh) << r0);
          if (outside !== 0) return build(pointing, grid, h, line, v0 + 1, p, outside);
        }
      }
    }
    return null;
  },
};

function build(
  technique: Technique,
  grid: CandidateGrid,
  box: number,
  line: number,
  value: number,
  inBox: number,
  outside: number,
): Step {
  const { layout } = grid;
  const n = layout.size;
  const cells: number[] = [];
  for (let p = inBox; p !== 0; p &= p - 1) cells.push(layout.houseCells[box * n + 31 - Math.clz32(p & -p)]!);
  const eliminations: CellValue[] = [];
  for (let p = outside; p !== 0; p &= p - 1) {
    eliminations.push({ cell: layout.houseCells[line * n + 31 - Math.clz32(p & -p)]!, value });
  }
  const g = grid.geometry;
  return makeStep(technique, {
    eliminations,
    cells,
    candidates: cells.map((cell) => ({ cell, value })),
    houses: [box, line],
    because: `in ${g.houseName(box)}, ${value} lies only in ${g.houseName(line)}, so ${eliminationText(grid, eliminations)}.`,
  });
}
