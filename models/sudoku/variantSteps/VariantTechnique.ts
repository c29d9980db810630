import type { Step } from '../techniques/Step.js';
import type { TechniqueCost } from '../techniques/Technique.js';
import type { VariantCandidates } from './VariantCandidates.js';

/**
 * A human solving technique on a variant position. `find` returns one step that changes the position, or
 * `null`; it never modifies the position. Steps number houses as `VariantCandidates.houses` does. Costs are
 * on the classic techniques' scale (`defaultTechniques`), so variant and classic scores compare.
 */
export interface VariantTechnique {
  /** Stable identifier (`cage-combinations`), used as key in technique counts and JSON. */
  readonly id: string;
  /** Display name (`Cage combinations`). */
  readonly name: string;
  /** Difficulty cost, first and later uses. */
  readonly cost: TechniqueCost;
  /** One step this technique can make on `grid`, or `null` when it finds none. */
  find(grid: VariantCandidates): Step | null;
}
