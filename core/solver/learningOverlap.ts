import type { LearningOptions } from '../backend/LearningOptions.js';

/**
 * Whether a learning search posts the explained overlap rule between all-different groups
 * (`LearningOptions.overlap`, `ExplainingOverlap`) when the tuning does not say: see
 * {@link learningOverlap}.
 */
export const LEARNING_OVERLAP_DEFAULT = false;

/**
 * Whether a compile for a learning search gets the explained overlap rule: the tuning's `overlap`
 * field, else {@link LEARNING_OVERLAP_DEFAULT}. `learning` is `NativeOptions.learning` (absent or
 * `false`: no learning, no rule). The rule is posted only where it can act (a permutation group
 * sharing two members or more with another group), so the default costs nothing elsewhere.
 */
export function learningOverlap(learning: boolean | LearningOptions | undefined): boolean {
  if (!learning) return false;
  const overlap = typeof learning === 'object' ? learning.overlap : undefined;
  return overlap ?? LEARNING_OVERLAP_DEFAULT;
}
