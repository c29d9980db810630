import { popcount32 } from '../../../core/index.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText, listWords } from './describeSteps.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import { subsetName } from './subsetName.js';
import type { Technique, TechniqueCost } from './Technique.js';

// Scratch for the combination search: usable values (0-based), chosen indices, running position unions.
const items = new Int32Array(32);
const chosen = new Int32Array(33);
const unions = new Int32Array(33);

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
  // Named so `find` works even when called detached from the object.
  const technique: Technique = {
    id,
    name,
    cost,
    find(grid: CandidateGrid): Step | null {
      const { layout } = grid;
      const n = layout.size;
      const top = Math.min(kMax, Math.floor(n / 2));
      for (let k = kMin; k <= top; k++) {
        for (let h = 0; h < layout.houseCount; h++) {
          const open = layout.allValues & ~grid.placedIn[h]!;
          if (popcount32(open) <= k) continue;
          let m = 0;
          for (let rest = open; rest !== 0; rest &= rest - 1) {
            const v0 = 31 - Math.clz32(rest & -rest);
            if (popcount32(grid.where[h * n + v0]!) <= k) items[m++] = v0;
          }
          if (m < k) continue;
          const found = search(grid, h, k, m);
          if (found !== 0) return build(technique, grid, h, k, found);
        }
      }
      return null;
    },
  };
  return technique;
}

// Combinations of k values whose positions together are k cells; returns the positions of the first that
// removes something (values left in `chosen[0..k-1]`), or 0.
function search(grid: CandidateGrid, h: number, k: number, m: number): number {
  const { layout } = grid;
  const n = layout.size;
  let depth = 0;
  chosen[0] = -1;
  unions[0] = 0;
  while (depth >= 0) {
    const next = chosen[depth]! + 1;
    if (next > m - (k - depth)) {
      depth--;
      continue;
    }
    chosen[depth] = next;
    const u = unions[depth]! | grid.where[h * n + items[next]!]!;
    if (popcount32(u) > k) continue;
    if (depth + 1 < k) {
      unions[depth + 1] = u;
      depth++;
      chosen[depth] = next;
      continue;
    }
    let values = 0;
    for (let j = 0; j < k; j++) values |= 1 << items[chosen[j]!]!;
    for (let p = u; p !== 0; p &= p - 1) {
      if ((grid.cands[layout.houseCells[h * n + 31 - Math.clz32(p & -p)]!]! & ~values) !== 0) return u;
    }
  }
  return 0;
}

function build(technique: Technique, grid: CandidateGrid, h: number, k: number, positions: number): Step {
  const { layout } = grid;
  const n = layout.size;
  let values = 0;
  const valueList: number[] = [];
  for (let j = 0; j < k; j++) {
    const v0 = items[chosen[j]!]!;
    values |= 1 << v0;
    valueList.push(v0 + 1);
  }
  const cells: number[] = [];
  for (let p = positions; p !== 0; p &= p - 1)
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
}

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
