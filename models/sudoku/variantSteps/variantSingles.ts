import { makeStep } from '../techniques/makeStep.js';
import type { Step } from '../techniques/Step.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

// The singles of the classic table, on every house of the variant. Same ids and costs as the classic
// ones, so a single costs the same whatever puzzle it is found in.

/** Full house: the last empty cell of a house (any house: row, region, diagonal, window…). */
export const variantFullHouse: VariantTechnique = {
  id: 'full-house',
  name: 'Full house',
  cost: { first: 100, later: 100 },
  find(grid: VariantCandidates): Step | null {
    for (let h = 0; h < grid.houses.length; h++) {
      const empty = grid.houses[h]!.cells.filter((c) => grid.values[c] === 0);
      if (empty.length !== 1) continue;
      const cell = empty[0]!;
      if (grid.count(cell) !== 1) continue;
      const value = grid.candidatesOf(cell)[0]!;
      return makeStep(this, {
        placements: [{ cell, value }],
        cells: [cell],
        houses: [h],
        because: `${grid.geometry.cellName(cell)} is the last empty cell of ${grid.houses[h]!.name}, so it is ${value}.`,
      });
    }
    return null;
  },
};

/** Naked single: a cell with one candidate left (its peers under every rule took the others). */
export const variantNakedSingle: VariantTechnique = {
  id: 'naked-single',
  name: 'Naked single',
  cost: { first: 100, later: 100 },
  find(grid: VariantCandidates): Step | null {
    for (let cell = 0; cell < grid.cellCount; cell++) {
      if (grid.values[cell] !== 0 || grid.count(cell) !== 1) continue;
      const value = grid.candidatesOf(cell)[0]!;
      return makeStep(this, {
        placements: [{ cell, value }],
        cells: [cell],
        because: `${value} is the only candidate left in ${grid.geometry.cellName(cell)}.`,
      });
    }
    return null;
  },
};

/** Hidden single: a value with one place left in a house. */
export const variantHiddenSingle: VariantTechnique = {
  id: 'hidden-single',
  name: 'Hidden single',
  cost: { first: 100, later: 100 },
  find(grid: VariantCandidates): Step | null {
    for (let h = 0; h < grid.houses.length; h++) {
      for (let value = 1; value <= grid.size; value++) {
        if (grid.placedIn(h, value)) continue;
        const places = grid.placesOf(h, value);
        if (places.length !== 1) continue;
        const cell = places[0]!;
        return makeStep(this, {
          placements: [{ cell, value }],
          cells: [cell],
          houses: [h],
          because: `in ${grid.houses[h]!.name}, ${value} fits only in ${grid.geometry.cellName(cell)}.`,
        });
      }
    }
    return null;
  },
};
