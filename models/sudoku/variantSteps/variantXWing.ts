import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import { cellList, removedText } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** A house holding both cells, other than `not`, or `-1`. */
function houseWith(grid: VariantCandidates, a: number, b: number, not: readonly number[]): number {
  for (const h of grid.cellHouses[a]!) if (!not.includes(h) && grid.cellHouses[b]!.includes(h)) return h;
  return -1;
}

/**
 * X-wing on any houses: a value with two places in each of two houses that share no cell, paired off by two
 * other houses (each holding one place of each), sits in those two covering houses at those places only,
 * so it goes from their other cells. Rows and columns give the classic X-wing; diagonals, regions and
 * windows take part alike. Classic cost (2800 / 1600).
 */
export const variantXWing: VariantTechnique = {
  id: 'x-wing',
  name: 'X-wing',
  cost: { first: 2800, later: 1600 },
  find(grid: VariantCandidates): Step | null {
    const houses = grid.houses;
    for (let value = 1; value <= grid.size; value++) {
      const pairs: { house: number; cells: number[] }[] = [];
      for (let h = 0; h < houses.length; h++) {
        const places = grid.placesOf(h, value);
        if (places.length === 2 && !grid.placedIn(h, value)) pairs.push({ house: h, cells: places });
      }
      for (let i = 0; i < pairs.length; i++) {
        for (let j = i + 1; j < pairs.length; j++) {
          const A = pairs[i]!;
          const B = pairs[j]!;
          if (A.cells.some((c) => B.cells.includes(c))) continue;
          if (houses[A.house]!.cells.some((c) => houses[B.house]!.cells.includes(c))) continue;
          for (const [b1, b2] of [
            [B.cells[0]!, B.cells[1]!],
            [B.cells[1]!, B.cells[0]!],
          ] as const) {
            const [a1, a2] = A.cells as [number, number];
            const bases = [A.house, B.house];
            const c1 = houseWith(grid, a1, b1, bases);
            const c2 = houseWith(grid, a2, b2, bases);
            if (c1 < 0 || c2 < 0 || c1 === c2) continue;
            const corners = [a1, a2, b1, b2];
            const eliminations: CellValue[] = [];
            for (const c of new Set([...houses[c1]!.cells, ...houses[c2]!.cells])) {
              if (!corners.includes(c) && grid.has(c, value)) eliminations.push({ cell: c, value });
            }
            if (eliminations.length === 0) continue;
            eliminations.sort((x, y) => x.cell - y.cell);
            const hn = (h: number): string => houses[h]!.name;
            return makeStep(this, {
              eliminations,
              cells: corners.slice().sort((x, y) => x - y),
              candidates: corners.map((cell) => ({ cell, value })),
              houses: [A.house, B.house, c1, c2],
              because: `${value} goes in ${hn(A.house)} at ${cellList(grid, A.cells)} and in ${hn(B.house)} at ${cellList(grid, B.cells)}; ${hn(c1)} and ${hn(c2)} each hold one of each pair, so their ${value} is there and ${removedText(grid, eliminations)} ${eliminations.length === 1 ? 'goes' : 'go'}.`,
            });
          }
        }
      }
    }
    return null;
  },
};
