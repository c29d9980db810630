import type { DifficultyMatcher } from './DifficultyMatcher.js';
import type { DifficultyScale } from './DifficultyScale.js';
import type { DifficultyTarget } from './DifficultyTarget.js';
import { GeneratorOptionsError } from './GeneratorOptionsError.js';
import type { PuzzleRating } from './PuzzleRater.js';

/**
 * Checks a difficulty target against a rating scale and returns its matcher: grade names must exist on
 * the scale (case-insensitive), bounds must be in order, and a score range must overlap the scale's range.
 *
 * @throws GeneratorOptionsError naming the bad bound and listing the scale.
 */
export function resolveDifficulty(target: DifficultyTarget, scale: DifficultyScale): DifficultyMatcher {
  const grades = scale.grades.map((g) => g.toLowerCase());
  const gradeIndex = (name: string | undefined, which: string): number | undefined => {
    if (name === undefined) return undefined;
    const i = grades.indexOf(name.toLowerCase());
    if (i < 0) {
      throw new GeneratorOptionsError(
        `difficulty: unknown ${which} '${name}'; the grades are ${scale.grades.join(', ')}`,
      );
    }
    return i;
  };
  const lowGrade = gradeIndex(target.minGrade, 'grade');
  const highGrade = gradeIndex(target.maxGrade, 'grade');
  if (lowGrade !== undefined && highGrade !== undefined && lowGrade > highGrade) {
    throw new GeneratorOptionsError(
      `difficulty: grade '${target.minGrade}' is harder than '${target.maxGrade}'; write the easier one first`,
    );
  }
  const { minScore, maxScore } = target;
  for (const [what, v] of [
    ['lowest score', minScore],
    ['highest score', maxScore],
  ] as const) {
    if (v !== undefined && (Number.isNaN(v) || v < 0)) {
      throw new GeneratorOptionsError(`difficulty: ${what} must be a number of at least 0; got ${v}`);
    }
  }
  const low = minScore ?? Number.NEGATIVE_INFINITY;
  const high = maxScore ?? Number.POSITIVE_INFINITY;
  if (low > high) {
    throw new GeneratorOptionsError(`difficulty: score range ${low}..${high} is empty`);
  }
  if (low > scale.maxScore || high < scale.minScore) {
    throw new GeneratorOptionsError(
      `difficulty: score range ${describeRange(minScore, maxScore)} is outside the scale ` +
        `${describeRange(scale.minScore, scale.maxScore)}`,
    );
  }
  if (lowGrade === undefined && highGrade === undefined && minScore === undefined && maxScore === undefined) {
    throw new GeneratorOptionsError('difficulty: give a grade or a score bound');
  }
  const parts: string[] = [];
  if (lowGrade !== undefined || highGrade !== undefined)
    parts.push(describeGrades(scale, lowGrade, highGrade));
  if (minScore !== undefined || maxScore !== undefined)
    parts.push(`score ${describeRange(minScore, maxScore)}`);
  return {
    description: parts.join(', '),
    matches(rating: PuzzleRating | null): boolean {
      if (rating === null) return false;
      if (rating.score < low || rating.score > high) return false;
      if (lowGrade === undefined && highGrade === undefined) return true;
      const g = grades.indexOf(rating.grade.toLowerCase());
      if (g < 0) return false;
      return g >= (lowGrade ?? 0) && g <= (highGrade ?? grades.length - 1);
    },
  };
}

function describeRange(low: number | undefined, high: number | undefined): string {
  if (high === undefined || high === Number.POSITIVE_INFINITY) return `${low ?? 0}+`;
  return `${low ?? 0}..${high}`;
}

function describeGrades(scale: DifficultyScale, low: number | undefined, high: number | undefined): string {
  const last = scale.grades.length - 1;
  const lo = low ?? 0;
  const hi = high ?? last;
  if (lo === hi) return `grade ${scale.grades[lo]}`;
  if (hi === last) return `grade ${scale.grades[lo]} or harder`;
  if (lo === 0) return `grade ${scale.grades[hi]} or easier`;
  return `grade ${scale.grades[lo]}..${scale.grades[hi]}`;
}
