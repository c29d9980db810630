import { popcount32 } from '../../../core/util/bits.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText, setText } from './describeSteps.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import type { Technique } from './Technique.js';
import { hasTarget, targets } from './wingTargets.js';

/**
 * XYZ-wing: a pivot `{x,y,z}` sees pincers `{x,z}` and `{y,z}`; one of the three cells is `z`, so `z` leaves
 * every cell that sees all three. Cost chosen just above XY-wing: 3400 first, 2000 later.
 */
export const xyzWing: Technique = {
  id: 'xyz-wing',
  name: 'XYZ-wing',
  cost: { first: 3400, later: 2000 },
  find(grid: CandidateGrid): Step | null {
    const { layout, cands } = grid;
    const { peers, peerCount } = layout;
    for (let pivot = 0; pivot < layout.cellCount; pivot++) {
      const pv = cands[pivot]!;
      if (pv === 0 || popcount32(pv) !== 3) continue;
      for (let i = 0; i < peerCount; i++) {
        const a = peers[pivot * peerCount + i]!;
        const av = cands[a]!;
        if (av === 0 || popcount32(av) !== 2 || (av & ~pv) !== 0) continue;
        for (let j = i + 1; j < peerCount; j++) {
          const b = peers[pivot * peerCount + j]!;
          const bv = cands[b]!;
          if (bv === 0 || popcount32(bv) !== 2 || (bv & ~pv) !== 0 || bv === av) continue;
          const z = av & bv;
          if (hasTarget(grid, a, b, pivot, z)) {
            const eliminations = targets(grid, a, b, pivot, z);
            const g = grid.geometry;
            const cells = [pivot, a, b];
            const candidates: CellValue[] = [];
            for (const cell of cells)
              for (const v of grid.candidatesOf(cell)) candidates.push({ cell, value: v });
            return makeStep(xyzWing, {
              eliminations,
              cells,
              candidates,
              because:
                `pivot ${g.cellName(pivot)} ${setText(pv)} sees ${g.cellName(a)} ${setText(av)} and ` +
                `${g.cellName(b)} ${setText(bv)}: one of the three is ${32 - Math.clz32(z)}, so ` +
                `${eliminationText(grid, eliminations)}.`,
            });
          }
        }
      }
    }
    return null;
  },
};
