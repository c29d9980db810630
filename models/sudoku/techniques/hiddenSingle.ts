import type { CandidateGrid } from './CandidateGrid.js';
import { makeStep } from './makeStep.js';
import type { Step } from './Step.js';
import type { Technique } from './Technique.js';

/**
 * Hidden single ("single position"): a value that fits in only one cell of a house goes there. Boxes are
 * searched first, then rows, then columns, the order people scan in.
 */
export const hiddenSingle: Technique = {
  id: 'hidden-single',
  name: 'Hidden single',
  cost: { first: 100, later: 100 },
  find(grid: CandidateGrid): Step | null {
    const { layout } = grid;
    const n = layout.size;
    for (let k = 0; k < layout.houseCount; k++) {
      const h = (k + 2 * n) % layout.houseCount;
      const open = layout.allValues & ~grid.placedIn[h]!;
      for (let rest = open; rest !== 0; rest &= rest - 1) {
        const v0 = 31 - Math.clz32(rest & -rest);
        const positions = grid.where[h * n + v0]!;
        if (positions === 0 || (positions & (positions - 1)) !== 0) continue;
        const cell = layout.houseCells[h * n + 31 - Math.clz32(positions)]!;
        const value = v0 + 1;
        const g = grid.geometry;
        return makeStep(hiddenSingle, {
          placements: [{ cell, value }],
          cells: [cell],
          candidates: [{ cell, value }],
          houses: [h],
          because: `in ${g.houseName(h)}, ${value} fits only in ${g.cellName(cell)}.`,
        });
      }
    }
    return null;
  },
};
