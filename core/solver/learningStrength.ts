import type { LearningOptions } from '../backend/LearningOptions.js';
import type { AllDifferentStrength } from '../backend/NativeOptions.js';
import type { AllDifferentConstraint } from '../constraints/allDifferent/AllDifferentConstraint.js';
import type { Model } from '../model/Model.js';

/**
 * The fewest members the largest all-different group of a model must have for a learning search
 * to run Régin's all-different explained by Hall sets (`LearningOptions.matching`) when neither
 * the tuning nor the model's strength says: 64. Measured on 27 Nov 2026 (docs/learning.md,
 * "Earlier: Hall-set explanations"), forced learning, matching against none: on 64×64 @ 0.42 it
 * used less CPU in 7 of 9 runs (three files; 132 s against 241 s in all) and answered the three
 * that timed out at 60 s without it; on 49×49 @ 0.42 it took 2.3× fewer conflicts but 1.7× the
 * CPU over 25 runs, on 36×36 it lost everywhere; above 64 it lost 2.6× on 144×144 @ 0.70 (10.5 s
 * against 4.0 s, both answered) and every other file measured timed out either way (81×81 and
 * 100×100 @ 0.42, 64×64, 100×100 and 144×144 @ 0.55, 225×225 @ 0.70).
 */
export const LEARNING_MATCHING_MIN_GROUP = 64;

/**
 * The least share of that group's members the model leaves open (initial domain of two values or
 * more) for the Hall-set filter to be on by default: 1/2. The same measurements split by it: the
 * 64×64 grids where the filter paid were 42 % given (58 % of each group open); the 144×144 grid
 * where it lost 2.6–3.2× was 70 % given. At 70 % the singles fix most of a group at the root, a Hall
 * set rarely spans what is left, and the filter's runs cost more than the search they save. Fitted
 * to few files (a 49×49 grid at 42 % lost). Checked since on r12_f070_s1 and eight fresh 144×144
 * grids at 70 % (`npm run bench:instances`; docs/large-grids.md, "Fresh instances"): the filter
 * lost on six, won on one, and two timed out either way.
 */
export const LEARNING_MATCHING_MIN_OPEN_SHARE = 0.5;

/**
 * The all-different strength a compile gets: the caller's `allDifferent`, except that a learning
 * search's `matching` field decides whether it is `'matching'` (the strength under which the
 * learning compile posts the Hall-set filter, `ExplainingMatching`); when neither the field nor
 * the caller says, it is `'matching'` for a model whose largest all-different group
 * (`largestGroup`, members) has at least {@link LEARNING_MATCHING_MIN_GROUP} members, of which
 * `openMembers` (default: all) are open, at least {@link LEARNING_MATCHING_MIN_OPEN_SHARE} of them.
 * `learning` is `NativeOptions.learning` (absent or `false`: no learning, the caller's strength
 * stands).
 */
export function learningStrength(
  allDifferent: AllDifferentStrength | undefined,
  learning: boolean | LearningOptions | undefined,
  largestGroup: number,
  openMembers = largestGroup,
): AllDifferentStrength | undefined {
  if (!learning) return allDifferent;
  const matching = typeof learning === 'object' ? learning.matching : undefined;
  if (matching === true) return 'matching';
  if (matching === false) return allDifferent === 'matching' ? undefined : allDifferent;
  if (
    allDifferent === undefined &&
    largestGroup >= LEARNING_MATCHING_MIN_GROUP &&
    openMembers >= LEARNING_MATCHING_MIN_OPEN_SHARE * largestGroup
  ) {
    return 'matching';
  }
  return allDifferent;
}

/** The largest all-different group of a model: its members, and how many the model leaves open. */
export interface LargestGroup {
  /** Members of the largest `allDifferent` constraint (0 without one). */
  readonly members: number;
  /**
   * Of those, the members whose initial domain holds two values or more (the largest open count
   * among the groups of that size, so a model's choice does not hang on constraint order).
   */
  readonly open: number;
}

/** Members of the largest `allDifferent` constraint of `model`, and how many of them are open. */
export function largestAllDifferent(model: Model): LargestGroup {
  let members = 0;
  let open = 0;
  const cs = model.constraints;
  const vars = model.variables;
  for (let k = 0; k < cs.length; k++) {
    const c = cs[k]!;
    if (c.type !== 'allDifferent') continue;
    const scope = (c as AllDifferentConstraint).scope;
    if (scope.length < members) continue;
    let o = 0;
    for (let i = 0; i < scope.length; i++) {
      const d = vars[scope[i]!]!.domain;
      if (d.values === undefined ? d.max > d.min : d.values.length > 1) o++;
    }
    open = scope.length > members ? o : Math.max(open, o);
    members = scope.length;
  }
  return { members, open };
}
