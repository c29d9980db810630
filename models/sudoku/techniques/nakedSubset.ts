import { popcount32 } from '../../../core/index.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText, listWords, valuesOf } from './describeSteps.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import { subsetName } from './subsetName.js';
import type { Technique, TechniqueCost } from './Technique.js';

// Scratch for the combination search: positions of the usable cells, chosen indices, running unions.
const items = new Int32Array(32);
const chosen = new Int32Array(33);
const unions = new Int32Array(33);

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
          let m = 0;
          let empties = 0;
          for (let i = 0; i < n; i++) {
            const bits = grid.cands[layout.houseCells[h * n + i]!]!;
            if (bits === 0) continue;
            empties++;
            if (popcount32(bits) <= k) items[m++] = i;
          }
          // A subset of every empty cell removes nothing; fewer than k usable cells form none.
          if (empties <= k || m < k) continue;
          const found = search(grid, h, k, m);
          if (found !== 0) return build(technique, grid, h, k, found);
        }
      }
      return null;
    },
  };
  return technique;
}

// Depth-first over combinations of k items (indices in `items`) with union ≤ k values; returns the union of
// the first subset that removes something (its cells left in `chosen[0..k-1]`), or 0.
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
    const u = unions[depth]! | grid.cands[layout.houseCells[h * n + items[next]!]!]!;
    if (popcount32(u) > k) continue;
    if (depth + 1 < k) {
      unions[depth + 1] = u;
      depth++;
      chosen[depth] = next;
      continue;
    }
    // k cells, k values: do the other cells of the house lose anything?
    let mask = 0;
    for (let j = 0; j < k; j++) mask |= 1 << items[chosen[j]!]!;
    for (let i = 0; i < n; i++) {
      if ((mask & (1 << i)) !== 0) continue;
      if ((grid.cands[layout.houseCells[h * n + i]!]! & u) !== 0) return u;
    }
  }
  return 0;
}

function build(technique: Technique, grid: CandidateGrid, h: number, k: number, union: number): Step {
  const { layout } = grid;
  const n = layout.size;
  const cells: number[] = [];
  let mask = 0;
  for (let j = 0; j < k; j++) {
    const i = items[chosen[j]!]!;
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
}

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
