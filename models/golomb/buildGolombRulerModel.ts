import { type IntVar, Model } from '../../core/index.js';
import { GolombRulerError } from './GolombRulerError.js';
import type { GolombRulerModel } from './GolombRulerModel.js';

/** Most marks {@link buildGolombRulerModel} accepts (the model has n(n−1)/2 distance variables). */
export const MAX_GOLOMB_MARKS = 64;

/**
 * Builds the optimisation model of a Golomb ruler with `n` marks: integer marks
 * `0 = m1 < m2 < … < mn` whose n(n−1)/2 pairwise distances are all different, with the length `mn`
 * to be minimised (`Model.minimize`). Each distance `d(i,j) = mj − mi` is a variable (a `linear`
 * equation) in one `allDifferent`; as in the classic CP model, each is at least the sum of the
 * `j − i` smallest distances, and the first distance is smaller than the last (mirror symmetry).
 * Marks range over `0..maxLength` (default n², above every known optimum). Solve with
 * `variableOrder: inputOrder` to branch on the marks first.
 *
 * @throws `GolombRulerError` for `n` outside 1..`MAX_GOLOMB_MARKS` or a bound below n − 1.
 */
export function buildGolombRulerModel(n: number, maxLength = n * n): GolombRulerModel {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_GOLOMB_MARKS) {
    throw new GolombRulerError(`a Golomb ruler needs 1..${MAX_GOLOMB_MARKS} marks, got ${n}`);
  }
  if (!Number.isSafeInteger(maxLength) || maxLength < n - 1) {
    throw new GolombRulerError(`the length bound must be an integer of at least ${n - 1}, got ${maxLength}`);
  }
  const model = new Model();
  const marks = model.intVars(n, (i) => `m${i + 1}`, { min: 0, max: maxLength });
  model.equal(marks[0]!, 0);
  for (let i = 0; i + 1 < n; i++) model.lessThan(marks[i]!, marks[i + 1]!);
  const distances: IntVar[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const span = j - i;
      // j − i distinct positive distances add up to at least 1 + 2 + … + (j − i).
      const d = model.intVar(`d${i + 1}_${j + 1}`, { min: (span * (span + 1)) / 2, max: maxLength });
      model.linear(
        [d, marks[j]!, marks[i]!],
        [1, -1, 1],
        '=',
        0,
        `d${i + 1}_${j + 1} = m${j + 1} − m${i + 1}`,
      );
      distances.push(d);
    }
  }
  if (distances.length > 1) {
    model.allDifferent(distances, 'distances');
    model.lessThan(distances[0]!, distances[distances.length - 1]!);
  }
  const length = marks[n - 1]!;
  model.minimize(length);
  return { model, marks, length };
}
