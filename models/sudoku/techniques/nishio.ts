import { popcount32 } from '../../../core/util/bits.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { makeStep } from './makeStep.js';
import { propagateSingles } from './propagateSingles.js';
import { ScratchGrids } from './ScratchGrids.js';
import type { Step } from './Step.js';
import type { Technique } from './Technique.js';

/**
 * Nishio: assume a candidate and follow singles; if that runs into a contradiction, the candidate is false.
 * Cells with fewest candidates are tried first (two-candidate cells are already covered by forcing chains,
 * but are kept for completeness). Cost chosen above every pattern technique: 12000 first, 8000 later.
 */
export const nishio: Technique = {
  id: 'nishio',
  name: 'Nishio',
  cost: { first: 12000, later: 8000 },
  find(grid: CandidateGrid): Step | null {
    const { layout } = grid;
    const scratch = ScratchGrids.of(layout);
    for (let size = 2; size <= layout.size; size++) {
      let any = false;
      for (let c = 0; c < layout.cellCount; c++) {
        const bits = grid.cands[c]!;
        if (bits === 0) continue;
        const k = popcount32(bits);
        if (k > size) any = true;
        if (k !== size) continue;
        for (let rest = bits; rest !== 0; rest &= rest - 1) {
          const value = 32 - Math.clz32(rest & -rest);
          const a = scratch.copy(0, grid);
          a.place(c, value);
          const rounds = propagateSingles(a);
          if (rounds >= 0) continue;
          const g = grid.geometry;
          return makeStep(nishio, {
            eliminations: [{ cell: c, value }],
            cells: [c],
            candidates: [{ cell: c, value }],
            length: -rounds,
            because:
              `assuming ${g.cellName(c)} = ${value}, singles lead to a contradiction within ${-rounds} ` +
              `round${rounds === -1 ? '' : 's'}, so ${value} is removed from ${g.cellName(c)}.`,
          });
        }
      }
      if (!any) break;
    }
    return null;
  },
};
