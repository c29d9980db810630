import type { LearningOptions } from '../backend/LearningOptions.js';

/**
 * Whether a learning search posts the explained overlap rule between all-different groups
 * (`LearningOptions.overlap`, `ExplainingOverlap`) when the tuning does not say: off. Measured on
 * 27 Nov 2026 (docs/learning.md, "Earlier: the overlap rule (pointing / claiming), explained"), forced learning, on
 * against off: 36×36 @ 0.42 took 1.8× the conflicts and 2× the CPU (20 runs), 49×49 @ 0.42 7 %
 * fewer conflicts but 2.3× the CPU (10 runs: each conflict 2.5× dearer, from the extra
 * propagation and the longer reasons analysis walks); 64×64 @ 0.42 won on one file of three, lost
 * on one, and the third timed out either way; 144×144 @ 0.70 halved the conflicts for 18 % more
 * CPU; 225×225 @ 0.70 timed out either way. The native defaults (the portfolio's learning arm) lost on 11 of 14 files. 9×9 with learning
 * forced: 4.4× fewer conflicts on 17-clue puzzles, 20–30 % more CPU.
 */
export const LEARNING_OVERLAP_DEFAULT = false;

/**
 * Whether a compile for a learning search gets the explained overlap rule: the tuning's `overlap`
 * field, else {@link LEARNING_OVERLAP_DEFAULT}. `learning` is `NativeOptions.learning` (absent or
 * `false`: no learning, no rule). The rule is posted only where it can act (a permutation group
 * sharing two members or more with another group), so turning it on costs nothing elsewhere.
 */
export function learningOverlap(learning: boolean | LearningOptions | undefined): boolean {
  if (!learning) return false;
  const overlap = typeof learning === 'object' ? learning.overlap : undefined;
  return overlap ?? LEARNING_OVERLAP_DEFAULT;
}
