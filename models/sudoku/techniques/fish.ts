import { popcount32 } from '../../../core/util/bits.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { eliminationText, listWords } from './describeSteps.js';
import { makeStep } from './makeStep.js';
import type { CellValue, Step } from './Step.js';
import { SubsetCombinations } from './SubsetCombinations.js';
import type { Technique, TechniqueCost } from './Technique.js';

// Scratch for the combination search: items are base lines, masks the value's positions in them.
const combos = new SubsetCombinations();

/**
 * Basic fish of size `k` (X-wing 2, swordfish 3, jellyfish 4): when a value fits, in `k` rows, only inside
 * the same `k` columns, those rows take the value in those columns, so it leaves the columns' other cells
 * (and the same with rows and columns swapped).
 */
export function fish(id: string, name: string, cost: TechniqueCost, k: number): Technique {
  // Named so `find` works even when called detached from the object.
  const technique: Technique = {
    id,
    name,
    cost,
    find(grid: CandidateGrid): Step | null {
      const n = grid.size;
      if (2 * k > n) return null;
      for (let dir = 0; dir < 2; dir++) {
        const base = dir === 0 ? 0 : n;
        const cover = dir === 0 ? n : 0;
        for (let v0 = 0; v0 < n; v0++) {
          let m = 0;
          for (let i = 0; i < n; i++) {
            const p = grid.where[(base + i) * n + v0]!;
            // Lines where the value is placed (0) or has one spot (a single) take no part in a fish.
            if (p === 0 || (p & (p - 1)) === 0 || popcount32(p) > k) continue;
            combos.items[m] = i;
            combos.masks[m++] = p;
          }
          if (m < k) continue;
          const found = search(grid, cover, v0, k, m);
          if (found !== 0) return build(technique, grid, base, cover, v0, k, found);
        }
      }
      return null;
    },
  };
  return technique;
}

// Combinations of k base lines whose spots for the value lie in k cover lines; returns the cover lines of
// the first that removes something (its base lines left in `combos`), or 0.
function search(grid: CandidateGrid, cover: number, v0: number, k: number, m: number): number {
  const n = grid.size;
  combos.start(k, m);
  while (combos.next()) {
    const u = combos.union;
    const baseMask = combos.itemMask();
    for (let p = u; p !== 0; p &= p - 1) {
      if ((grid.where[(cover + 31 - Math.clz32(p & -p)) * n + v0]! & ~baseMask) !== 0) return u;
    }
  }
  return 0;
}

function build(
  technique: Technique,
  grid: CandidateGrid,
  base: number,
  cover: number,
  v0: number,
  k: number,
  covers: number,
): Step {
  const { layout } = grid;
  const n = layout.size;
  const value = v0 + 1;
  let baseMask = 0;
  const baseLines: number[] = [];
  for (let j = 0; j < k; j++) {
    const i = combos.item(j);
    baseMask |= 1 << i;
    baseLines.push(i);
  }
  const coverLines: number[] = [];
  for (let p = covers; p !== 0; p &= p - 1) coverLines.push(31 - Math.clz32(p & -p));
  const cells: number[] = [];
  for (const i of baseLines) {
    for (let p = grid.where[(base + i) * n + v0]!; p !== 0; p &= p - 1) {
      cells.push(layout.houseCells[(base + i) * n + 31 - Math.clz32(p & -p)]!);
    }
  }
  cells.sort((a, b) => a - b);
  const eliminations: CellValue[] = [];
  for (const j of coverLines) {
    for (let p = grid.where[(cover + j) * n + v0]! & ~baseMask; p !== 0; p &= p - 1) {
      eliminations.push({ cell: layout.houseCells[(cover + j) * n + 31 - Math.clz32(p & -p)]!, value });
    }
  }
  eliminations.sort((a, b) => a.cell - b.cell);
  const baseWord = base === 0 ? 'rows' : 'columns';
  const coverWord = base === 0 ? 'columns' : 'rows';
  return makeStep(technique, {
    eliminations,
    cells,
    candidates: cells.map((cell) => ({ cell, value })),
    houses: [...baseLines.map((i) => base + i), ...coverLines.map((j) => cover + j)],
    because:
      `in ${baseWord} ${listWords(baseLines.map((i) => i + 1))}, ${value} fits only in ${coverWord} ` +
      `${listWords(coverLines.map((j) => j + 1))}, so ${eliminationText(grid, eliminations)}.`,
  });
}

/** X-wing: a value confined to the same two columns in two rows (or rows in two columns). */
export const xWing: Technique = fish('x-wing', 'X-wing', { first: 2800, later: 1600 }, 2);
/** Swordfish: the three-line fish. */
export const swordfish: Technique = fish('swordfish', 'Swordfish', { first: 8000, later: 6000 }, 3);
/** Jellyfish: the four-line fish (cost chosen above swordfish: 10000 first, 8000 later). */
export const jellyfish: Technique = fish('jellyfish', 'Jellyfish', { first: 10000, later: 8000 }, 4);
