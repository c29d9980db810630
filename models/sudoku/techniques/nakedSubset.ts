import { popcount32 } from '../../../core/util/bits.js';
import { eliminationText, listWords, valuesOf } from './describeSteps.js';
import type { HouseSubsetRule } from './HouseSubsetRule.js';
import { houseSubsetTechnique } from './houseSubsetTechnique.js';
import { makeStep } from './makeStep.js';
import type { CellValue } from './Step.js';
import { subsetName } from './subsetName.js';
import type { Technique, TechniqueCost } from './Technique.js';

/**
 * Naked subsets: `k` cells of a house whose candidates, together, are only `k` values hold those values
 * between them, so the values leave the house's other cells. `naked pair` is `k = 2`, and so on; sizes
 * `kMin..kMax` are tried smallest first (sizes above 4 only matter on grids wider than 9).
 */
export function nakedSubset(
  id: string,
  name: string,
  cost: TechniqueCost,
  kMin: number,
  kMax: number,
): Technique {
  return houseSubsetTechnique(id, name, cost, kMin, kMax, nakedRule);
}

// Entries are positions of the house's empty cells, each with the cell's candidates as bits.
const nakedRule: HouseSubsetRule = {
  list(grid, h, k, combos) {
    const { layout } = grid;
    const n = layout.size;
    let m = 0;
    let empties = 0;
    for (let i = 0; i < n; i++) {
      const bits = grid.cands[layout.houseCells[h * n + i]!]!;
      if (bits === 0) continue;
      empties++;
      if (popcount32(bits) > k) continue;
      combos.items[m] = i;
      combos.masks[m++] = bits;
    }
    // A subset of every empty cell removes nothing.
    return empties <= k ? 0 : m;
  },

  // k cells, k values: do the other cells of the house lose anything?
  removes(grid, h, combos) {
    const { layout } = grid;
    const n = layout.size;
    const mask = combos.itemMask();
    for (let i = 0; i < n; i++) {
      if ((mask & (1 << i)) !== 0) continue;
      if ((grid.cands[layout.houseCells[h * n + i]!]! & combos.union) !== 0) return true;
    }
    return false;
  },

  build(technique, grid, h, k, combos) {
    const { layout } = grid;
    const n = layout.size;
    const union = combos.union;
    const cells: number[] = [];
    let mask = 0;
    for (let j = 0; j < k; j++) {
      const i = combos.item(j);
      mask |= 1 << i;
      cells.push(layout.houseCells[h * n + i]!);
    }
    const eliminations: CellValue[] = [];
    for (let i = 0; i < n; i++) {
      if ((mask & (1 << i)) !== 0) continue;
      const cell = layout.houseCells[h * n + i]!;
      for (let b = grid.cands[cell]! & union; b !== 0; b &= b - 1) {
        eliminations.push({ cell, value: 32 - Math.clz32(b & -b) });
      }
    }
    const candidates: CellValue[] = [];
    for (const cell of cells) {
      for (let b = grid.cands[cell]!; b !== 0; b &= b - 1)
        candidates.push({ cell, value: 32 - Math.clz32(b & -b) });
    }
    const values = valuesOf(union);
    const g = grid.geometry;
    return makeStep(technique, {
      eliminations,
      cells,
      candidates,
      houses: [h],
      because:
        `in ${g.houseName(h)}, ${listWords(cells.map((c) => g.cellName(c)))} hold only ${listWords(values)}` +
        `${k > 2 ? ' between them' : ''} (a naked ${subsetName(k)}), so ${eliminationText(grid, eliminations)}.`,
    });
  },
};

/** Naked pair: two cells of a house with the same two candidates. */
export const nakedPair: Technique = nakedSubset('naked-pair', 'Naked pair', { first: 750, later: 500 }, 2, 2);
/** Naked triple: three cells of a house with three candidates between them. */
export const nakedTriple: Technique = nakedSubset(
  'naked-triple',
  'Naked triple',
  { first: 2000, later: 1400 },
  3,
  3,
);
/** Naked quad: four cells of a house with four candidates between them. */
export const nakedQuad: Technique = nakedSubset(
  'naked-quad',
  'Naked quad',
  { first: 5000, later: 4000 },
  4,
  4,
);
/**
 * Naked sets of 5 to 8 cells, for grids wider than 9 (cost as quads). Larger ones are not searched: the
 * combinations grow too fast, and a naked set of k cells is a hidden set of the house's other empty cells.
 */
export const nakedLargeSet: Technique = nakedSubset(
  'naked-set',
  'Naked set',
  { first: 5000, later: 4000 },
  5,
  8,
);
