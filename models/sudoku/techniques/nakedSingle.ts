import type { CandidateGrid } from './CandidateGrid.js';
import { makeStep } from './makeStep.js';
import type { Step } from './Step.js';
import type { Technique } from './Technique.js';

/** Naked single ("single candidate"): a cell with one candidate left takes it. */
export const nakedSingle: Technique = {
  id: 'naked-single',
  name: 'Naked single',
  cost: { first: 100, later: 100 },
  find(grid: CandidateGrid): Step | null {
    const cands = grid.cands;
    for (let cell = 0; cell < cands.length; cell++) {
      const bits = cands[cell]!;
      if (bits === 0 || (bits & (bits - 1)) !== 0) continue;
      const value = 32 - Math.clz32(bits);
      return makeStep(nakedSingle, {
        placements: [{ cell, value }],
        cells: [cell],
        candidates: [{ cell, value }],
        because: `${value} is the only candidate left in ${grid.geometry.cellName(cell)}.`,
      });
    }
    return null;
  },
};
