import type { CandidateGrid } from './CandidateGrid.js';
import type { HouseSubsetRule } from './HouseSubsetRule.js';
import type { Step } from './Step.js';
import { SubsetCombinations } from './SubsetCombinations.js';
import type { Technique, TechniqueCost } from './Technique.js';

// One scratch for every subset technique: a search runs to its end before another technique starts.
const combos = new SubsetCombinations();

/**
 * A technique that looks, house by house, for `k` entries whose bits together number `k` (naked subsets:
 * cells and their candidates; hidden subsets: values and their cells), for sizes `kMin..kMax` smallest
 * first, and reports the first such subset that removes something. Sizes above half the grid's side are
 * skipped: such a subset's complement in the house is a smaller subset of the other kind.
 */
export function houseSubsetTechnique(
  id: string,
  name: string,
  cost: TechniqueCost,
  kMin: number,
  kMax: number,
  rule: HouseSubsetRule,
): Technique {
  // Named so `find` works even when called detached from the object.
  const technique: Technique = {
    id,
    name,
    cost,
    find(grid: CandidateGrid): Step | null {
      const { layout } = grid;
      const top = Math.min(kMax, Math.floor(layout.size / 2));
      for (let k = kMin; k <= top; k++) {
        for (let h = 0; h < layout.houseCount; h++) {
          const m = rule.list(grid, h, k, combos);
          if (m < k) continue;
          combos.start(k, m);
          while (combos.next()) {
            if (rule.removes(grid, h, combos)) return rule.build(technique, grid, h, k, combos);
          }
        }
      }
      return null;
    },
  };
  return technique;
}
