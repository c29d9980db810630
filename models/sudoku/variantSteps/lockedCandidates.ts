import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import type { VariantHouse } from '../variants/VariantHouse.js';
import { cellList, removedText } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/**
 * Locked candidates on any house: when every place left for a value in a house sees a cell outside it
 * (through any rule: another house, a cage, anti-king…), that cell cannot hold the value. From a box or
 * region this is the classic pointing, from a row or column claiming; from the other houses (diagonals,
 * windows, extra regions) it is reported as locked candidates.
 */
function lockedIn(
  technique: VariantTechnique,
  kinds: ReadonlySet<VariantHouse['kind']>,
): (grid: VariantCandidates) => Step | null {
  return (grid) => {
    for (let h = 0; h < grid.houses.length; h++) {
      const house = grid.houses[h]!;
      if (!kinds.has(house.kind)) continue;
      for (let value = 1; value <= grid.size; value++) {
        const places = grid.placesOf(h, value);
        if (places.length < 2) continue;
        const eliminations: CellValue[] = [];
        for (const target of grid.peers[places[0]!]!) {
          if (!grid.has(target, value) || places.includes(target)) continue;
          if (places.every((p) => grid.sees(p, target))) eliminations.push({ cell: target, value });
        }
        if (eliminations.length === 0) continue;
        eliminations.sort((a, b) => a.cell - b.cell);
        return makeStep(technique, {
          eliminations,
          cells: places,
          candidates: places.map((cell) => ({ cell, value })),
          houses: [h],
          because: `in ${house.name}, ${value} can only go in ${cellList(grid, places)}, which all see the cells it is removed from: ${removedText(grid, eliminations)}.`,
        });
      }
    }
    return null;
  };
}

function lockedTechnique(
  id: string,
  name: string,
  cost: VariantTechnique['cost'],
  kinds: readonly VariantHouse['kind'][],
): VariantTechnique {
  const technique: VariantTechnique = {
    id,
    name,
    cost,
    find: (grid) => find(grid),
  };
  const find = lockedIn(technique, new Set(kinds));
  return technique;
}

/** Pointing: the places of a value in a box or region all see other cells (classic cost 350 / 200). */
export const variantPointing = lockedTechnique('pointing', 'Pointing', { first: 350, later: 200 }, [
  'box',
  'region',
]);

/** Claiming: the places of a value in a row or column all see other cells (classic cost 700 / 400). */
export const variantClaiming = lockedTechnique('claiming', 'Claiming', { first: 700, later: 400 }, [
  'row',
  'column',
]);

/** Locked candidates from the variant's own houses: diagonals, windows, disjoint groups, extra regions. */
export const variantLockedCandidates = lockedTechnique(
  'locked-candidates',
  'Locked candidates',
  { first: 700, later: 400 },
  ['diagonal', 'window', 'disjoint', 'extra', 'cage'],
);
