import { makeStep } from '../techniques/makeStep.js';
import type { Step } from '../techniques/Step.js';
import { eliminationsOutside, removedText, ruleName } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** Most search nodes for the crust of one placement of the 1 and the N (beyond it the line waits). */
const CRUST_NODE_BUDGET = 20_000;

/**
 * Which digits the cells `inside` can take in some filling that adds up to `sum`, all different, none of
 * them 1 or N; `null` when there is none, `undefined` when the search would take too long.
 */
function fillingsOf(masks: readonly number[], sum: number): Int32Array | null | undefined {
  const k = masks.length;
  const allowed = new Int32Array(k);
  let found = false;
  let nodes = 0;
  const walk = (i: number, used: number, left: number): boolean => {
    if (++nodes > CRUST_NODE_BUDGET) return false;
    if (i === k) {
      if (left !== 0) return true;
      found = true;
      for (let j = 0; j < k; j++) allowed[j]! |= chosen[j]!;
      return true;
    }
    for (let m = masks[i]! & ~used; m !== 0; m &= m - 1) {
      const bit = m & -m;
      const v = 32 - Math.clz32(bit);
      if (v > left) break;
      chosen[i] = bit;
      if (!walk(i + 1, used | bit, left - v)) return false;
    }
    return true;
  };
  const chosen = new Int32Array(k);
  if (!walk(0, 0, sum)) return undefined;
  return found ? allowed : null;
}

/**
 * Sandwich sums: on a row or column with a sandwich clue, each placement of its 1 and its N that the
 * candidates allow is tried; it stands when the cells between can take different digits (neither 1 nor N)
 * adding up to the clue. A digit that no standing placement lets a cell take is removed.
 */
export const sandwichSums: VariantTechnique = {
  id: 'sandwich-sums',
  name: 'Sandwich sums',
  cost: { first: 1200, later: 600 },
  find(grid: VariantCandidates): Step | null {
    const n = grid.size;
    const one = 1;
    const top = 1 << (n - 1);
    for (const s of grid.resolved.sandwiches) {
      const cells = s.cells;
      if (cells.every((c) => grid.values[c] !== 0)) continue;
      const masks = cells.map((c) => grid.maskOf(c));
      const allowed = new Int32Array(cells.length);
      const standing: string[] = [];
      let gaveUp = false;
      for (let p1 = 0; p1 < cells.length && !gaveUp; p1++) {
        if ((masks[p1]! & one) === 0) continue;
        for (let pN = 0; pN < cells.length; pN++) {
          if (pN === p1 || (masks[pN]! & top) === 0) continue;
          const lo = Math.min(p1, pN);
          const hi = Math.max(p1, pN);
          const inside = masks.slice(lo + 1, hi).map((m) => m & ~one & ~top);
          const fill = fillingsOf(inside, s.sum);
          if (fill === undefined) {
            gaveUp = true;
            break;
          }
          if (fill === null) continue;
          standing.push(`${grid.geometry.cellName(cells[p1]!)}/${grid.geometry.cellName(cells[pN]!)}`);
          allowed[p1]! |= one;
          allowed[pN]! |= top;
          for (let j = 0; j < cells.length; j++) {
            if (j === p1 || j === pN) continue;
            allowed[j]! |= j > lo && j < hi ? fill[j - lo - 1]! : masks[j]! & ~one & ~top;
          }
        }
      }
      if (gaveUp || standing.length === 0) continue;
      const eliminations = eliminationsOutside(grid, cells, allowed);
      if (eliminations.length === 0) continue;
      const where =
        standing.length <= 4
          ? `the 1 and the ${n} can only stand at ${standing.join(' or ')}`
          : `${standing.length} placements of the 1 and the ${n} stand`;
      return makeStep(this, {
        eliminations,
        cells: [...cells],
        because: `${ruleName(s.origin)}: the digits between the 1 and the ${n} of ${s.line} add up to ${s.sum}; ${where}, so ${removedText(grid, eliminations)} ${eliminations.length === 1 ? 'goes' : 'go'}.`,
      });
    }
    return null;
  },
};
