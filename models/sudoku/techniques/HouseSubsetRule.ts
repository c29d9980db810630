import type { CandidateGrid } from './CandidateGrid.js';
import type { Step } from './Step.js';
import type { SubsetCombinations } from './SubsetCombinations.js';
import type { Technique } from './Technique.js';

/**
 * What sets naked and hidden subsets apart inside the search they share (`houseSubsetTechnique`): which
 * entries of a house take part, when a combination of them removes something, and how the step reads.
 */
export interface HouseSubsetRule {
  /**
   * Lists the entries of house `h` that can be part of a subset of size `k` into `combos.items` (the
   * entry) and `combos.masks` (its bits), and returns how many; fewer than `k` skips the house.
   */
  list(grid: CandidateGrid, h: number, k: number, combos: SubsetCombinations): number;
  /** Whether the current combination of `combos` (at most `k` bits together) removes a candidate. */
  removes(grid: CandidateGrid, h: number, combos: SubsetCombinations): boolean;
  /** The step of the current combination of `combos`, of size `k`, in house `h`. */
  build(technique: Technique, grid: CandidateGrid, h: number, k: number, combos: SubsetCombinations): Step;
}
