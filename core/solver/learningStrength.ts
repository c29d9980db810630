import type { LearningOptions } from '../backend/LearningOptions.js';
import type { AllDifferentStrength } from '../backend/NativeOptions.js';

/**
 * Whether a learning search runs Régin's all-different explained by Hall sets
 * (`LearningOptions.matching`) when neither the tuning nor the model's strength says: no. Measured
 * on 27 Nov 2026 (docs/learning.md, "Latest: Hall-set explanations"): with it the 49×49 @ 0.42
 * runs took 2.3 times fewer conflicts but 1.7 times the CPU (each conflict 4 times dearer), the
 * 36×36 ones lost on both, and the larger grids lost per conflict by 6 (144×144) to 30 (225×225)
 * times; no size where it paid.
 */
export const LEARNING_MATCHING = false;

/**
 * The all-different strength a compile gets: the caller's `allDifferent`, except that a learning
 * search's `matching` field (or {@link LEARNING_MATCHING} when neither says) decides whether it is
 * `'matching'`, the strength under which the learning compile posts the Hall-set filter
 * (`ExplainingMatching`). `learning` is `NativeOptions.learning` (absent or `false`: no learning).
 */
export function learningStrength(
  allDifferent: AllDifferentStrength | undefined,
  learning: boolean | LearningOptions | undefined,
): AllDifferentStrength | undefined {
  if (!learning) return allDifferent;
  const matching = typeof learning === 'object' ? learning.matching : undefined;
  if (matching === true || (matching === undefined && allDifferent === undefined && LEARNING_MATCHING))
    return 'matching';
  if (matching === false && allDifferent === 'matching') return undefined;
  return allDifferent;
}
