import type { LearningOptions } from '../backend/LearningOptions.js';
import type { AllDifferentStrength } from '../backend/NativeOptions.js';
import type { AllDifferentConstraint } from '../constraints/allDifferent/AllDifferentConstraint.js';
import type { Model } from '../model/Model.js';

/**
 * The fewest members the largest all-different group of a model must have for a learning search
 * to run Régin's all-different explained by Hall sets (`LearningOptions.matching`) when neither
 * the tuning nor the model's strength says: 64. Measured on 27 Nov 2026 (docs/learning.md,
 * "Latest: Hall-set explanations"), forced learning, matching against none: on 64×64 @ 0.42 it
 * used less CPU in 7 of 9 runs (three files; 132 s against 241 s in all) and answered the three
 * that timed out at 60 s without it; on 49×49 @ 0.42 it took 2.3× fewer conflicts but 1.7× the
 * CPU over 25 runs, on 36×36 it lost everywhere; above 64 it lost 2.6× on 144×144 @ 0.70 (10.5 s
 * against 4.0 s, both answered) and every other file measured timed out either way (81×81 and
 * 100×100 @ 0.42, 64×64, 100×100 and 144×144 @ 0.55, 225×225 @ 0.70).
 */
export const LEARNING_MATCHING_MIN_GROUP = 64;

/**
 * The all-different strength a compile gets: the caller's `allDifferent`, except that a learning
 * search's `matching` field decides whether it is `'matching'` (the strength under which the
 * learning compile posts the Hall-set filter, `ExplainingMatching`); when neither the field nor
 * the caller says, it is `'matching'` for a model whose largest all-different group
 * (`largestGroup`, members) has at least {@link LEARNING_MATCHING_MIN_GROUP} members. `learning`
 * is `NativeOptions.learning` (absent or `false`: no learning, the caller's strength stands).
 */
export function learningStrength(
  allDifferent: AllDifferentStrength | undefined,
  learning: boolean | LearningOptions | undefined,
  largestGroup: number,
): AllDifferentStrength | undefined {
  if (!learning) return allDifferent;
  const matching = typeof learning === 'object' ? learning.matching : undefined;
  if (matching === true) return 'matching';
  if (matching === false) return allDifferent === 'matching' ? undefined : allDifferent;
  if (allDifferent === undefined && largestGroup >= LEARNING_MATCHING_MIN_GROUP) return 'matching';
  return allDifferent;
}

/** Members of the largest `allDifferent` constraint of `model` (0 without one). */
export function largestAllDifferent(model: Model): number {
  let most = 0;
  const cs = model.constraints;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k]!;
    if (c.type === 'allDifferent') most = Math.max(most, (c as AllDifferentConstraint).scope.length);
  }
  return most;
}
