import { popcount32 } from '../../../core/util/bits.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText, setText } from './describeSteps.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import type { Technique } from './Technique.js';
import { hasTarget, targets } from './wingTargets.js';

/**
 * XY-wing: a pivot cell `{x,y}` sees two pincers `{x,z}` and `{y,z}`. Whatever the pivot holds, one pincer
 * is `z`, so `z` leaves every cell that sees both pincers. Cost chosen between X-wing and forcing chains:
 * 3000 first, 1800 later.
 */
export const xyWing: Technique = {
  id: 'xy-wing',
  name: 'XY-wing',
  cost: { first: 3000, later: 1800 },
  find(grid: CandidateGrid): Step | null {
    const { layout, cands } = grid;
    const { peers, peerCount } = layout;
    for (let pivot = 0; pivot < layout.cellCount; pivot++) {
      const pv = cands[pivot]!;
      if (pv === 0 || popcount32(pv) !== 2) continue;
      for (let i = 0; i < peerCount; i++) {
        const a = peers[pivot * peerCount + i]!;
        const av = cands[a]!;
        if (av === 0 || popcount32(av) !== 2 || popcount32(av & pv) !== 1) continue;
        const z = av & ~pv;
        const want = (pv & ~av) | z;
        // Both orders of the pincers come up as the outer loop meets each of them first.
        for (let j = i + 1; j < peerCount; j++) {
          const b = peers[pivot * peerCount + j]!;
          if (cands[b] !== want) continue;
          if (hasTarget(grid, a, b, -1, z)) return build(xyWing, grid, pivot, a, b, z);
        }
      }
    }
    return null;
  },
};

function build(
  technique: Technique,
  grid: CandidateGrid,
  pivot: number,
  a: number,
  b: number,
  z: number,
): Step {
  const g = grid.geometry;
  const eliminations = targets(grid, a, b, -1, z);
  const value = 32 - Math.clz32(z);
  const cells = [pivot, a, b];
  const candidates: CellValue[] = [];
  for (const cell of cells) for (const v of grid.candidatesOf(cell)) candidates.push({ cell, value: v });
  return makeStep(technique, {
    eliminations,
    cells,
    candidates,
    because:
      `pivot ${g.cellName(pivot)} ${setText(grid.cands[pivot]!)} sees ${g.cellName(a)} ${setText(grid.cands[a]!)} and ` +
      `${g.cellName(b)} ${setText(grid.cands[b]!)}: one of them is ${value} either way, so ${eliminationText(grid, eliminations)}.`,
  });
}
