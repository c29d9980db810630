/** Difficulty grades, easiest first. */
export type Grade = 'beginner' | 'easy' | 'medium' | 'tricky' | 'fiendish' | 'diabolical';

/** A grade and the score it ends below. */
export interface GradeBound {
  /** The grade. */
  readonly grade: Grade;
  /** First score above the grade (exclusive upper bound). */
  readonly below: number;
}

/**
 * Upper score bound (exclusive) of each grade but the last. Chosen by measurement on the 1,000 SE-rated
 * dev puzzles (`bench/rateEval.ts`): singles-only puzzles score about 100 per empty cell (4,500–5,600), so
 * `beginner` ends at 5,600; the other edges split the rest so the mean SE rating rises with every grade.
 */
export const GRADE_BOUNDS: readonly GradeBound[] = [
  { grade: 'beginner', below: 5600 },
  { grade: 'easy', below: 7000 },
  { grade: 'medium', below: 10000 },
  { grade: 'tricky', below: 15000 },
  { grade: 'fiendish', below: 22000 },
];

/** The grade of a score (see {@link GRADE_BOUNDS}); `diabolical` from 22,000 up. */
export function gradeOf(score: number): Grade {
  for (const b of GRADE_BOUNDS) if (score < b.below) return b.grade;
  return 'diabolical';
}
