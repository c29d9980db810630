import { popcount32 } from '../../../core/util/bits.js';
import { eliminationText, listWords } from './describeSteps.js';
import type { HouseSubsetRule } from './HouseSubsetRule.js';
import { houseSubsetTechnique } from './houseSubsetTechnique.js';
import { makeStep } from './makeStep.js';
import type { CellValue } from './Step.js';
import { subsetName } from './subsetName.js';
import type { Technique, TechniqueCost } from './Technique.js';

/**
 * Hidden subsets: `k` values that, in a house, fit only in the same `k` cells fill those cells, so the
 * cells' other candidates go. Sizes `kMin..kMax` are tried smallest first.
 */
export function hiddenSubset(
  id: string,
  name: string,
  cost: TechniqueCost,
  kMin: number,
  kMax: number,
): Technique {
  return houseSubsetTechnique(id, name, cost, kMin, kMax, hiddenRule);
}

// Entries are the house's open values (0-based), each with its positions in the house as bits.
const hiddenRule: HouseSubsetRule = {
  list(grid, h, k, combos) {
    const { layout } = grid;
    const n = layout.size;
    const open = layout.allValues & ~grid.placedIn[h]!;
    // With no more than k values open, they fill the house's last cells: nothing to remove.
    if (popcount32(open) <= k) return 0;
    let m = 0;
    for (let rest = open; rest !== 0; rest &= rest - 1) {
      const v0 = 31 - Math.clz32(rest & -rest);
      const positions = grid.where[h * n + v0]!;
      if (popcount32(positions) > k) continue;
      combos.items[m] = v0;
      combos.masks[m++] = positions;
    }
    return m;
  },

  // k values in k cells: do those cells hold any other candidate?
  removes(grid, h, combos) {
    const { layout } = grid;
    const n = layout.size;
    const values = combos.itemMask();
    for (let p = combos.union; p !== 0; p &= p - 1) {
      if ((grid.cands[layout.houseCells[h * n + 31 - Math.clz32(p & -p)]!]! & ~values) !== 0) return true;
    }
    return false;
  },

  build(technique, grid, h, k, combos) {
    const { layout } = grid;
    const n = layout.size;
    let values = 0;
    const valueList: number[] = [];
    for (let j = 0; j < k; j++) {
      const v0 = combos.item(j);
      values |= 1 << v0;
      valueList.push(v0 + 1);
    }
    const cells: number[] = [];
    for (let p = combos.union; p !== 0; p &= p - 1)
      cells.push(layout.houseCells[h * n + 31 - Math.clz32(p & -p)]!);
    const eliminations: CellValue[] = [];
    const candidates: CellValue[] = [];
    for (const cell of cells) {
      for (let b = grid.cands[cell]!; b !== 0; b &= b - 1) {
        const value = 32 - Math.clz32(b & -b);
        if ((values & (b & -b)) !== 0) candidates.push({ cell, value });
        else eliminations.push({ cell, value });
      }
    }
    const g = grid.geometry;
    return makeStep(technique, {
      eliminations,
      cells,
      candidates,
      houses: [h],
      because:
        `in ${g.houseName(h)}, ${listWords(valueList)} fit only in ${listWords(cells.map((c) => g.cellName(c)))}` +
        ` (a hidden ${subsetName(k)}), so ${eliminationText(grid, eliminations)}.`,
    });
  },
};

/** Hidden pair: two values that fit only in the same two cells of a house. */
export const hiddenPair: Technique = hiddenSubset(
  'hidden-pair',
  'Hidden pair',
  { first: 1500, later: 1200 },
  2,
  2,
);
/** Hidden triple: three values that fit only in the same three cells of a house. */
export const hiddenTriple: Technique = hiddenSubset(
  'hidden-triple',
  'Hidden triple',
  { first: 2400, later: 1600 },
  3,
  3,
);
/** Hidden quad: four values that fit only in the same four cells of a house. */
export const hiddenQuad: Technique = hiddenSubset(
  'hidden-quad',
  'Hidden quad',
  { first: 7000, later: 5000 },
  4,
  4,
);
/** Hidden sets of 5 to 8 values, for grids wider than 9 (cost as quads). */
export const hiddenLargeSet: Technique = hiddenSubset(
  'hidden-set',
  'Hidden set',
  { first: 7000, later: 5000 },
  5,
  8,
);
