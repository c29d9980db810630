import { popcount32 } from '../../../core/util/bits.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { makeStep } from './makeStep.js';
import type { Step } from './Step.js';
import type { Technique } from './Technique.js';

/** Full house: the last empty cell of a row, column or box takes the one value the house lacks. */
export const fullHouse: Technique = {
  id: 'full-house',
  name: 'Full house',
  cost: { first: 100, later: 100 },
  find(grid: CandidateGrid): Step | null {
    const { layout } = grid;
    const n = layout.size;
    for (let h = 0; h < layout.houseCount; h++) {
      const missing = layout.allValues & ~grid.placedIn[h]!;
      if (missing === 0 || popcount32(missing) !== 1) continue;
      const v0 = 31 - Math.clz32(missing);
      const positions = grid.where[h * n + v0]!;
      if (positions === 0) continue;
      const cell = layout.houseCells[h * n + 31 - Math.clz32(positions)]!;
      const value = v0 + 1;
      const g = grid.geometry;
      return makeStep(fullHouse, {
        placements: [{ cell, value }],
        cells: [cell],
        candidates: [{ cell, value }],
        houses: [h],
        because: `${g.cellName(cell)} is the last empty cell in ${g.houseName(h)}, so it is ${value}.`,
      });
    }
    return null;
  },
};
