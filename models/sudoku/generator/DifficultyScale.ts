/** The scale difficulty targets are checked against: the rater's grades and score range. */
export interface DifficultyScale {
  /** Grade names, easiest first. */
  readonly grades: readonly string[];
  /** Lowest score the rater gives. */
  readonly minScore: number;
  /** Highest score the rater gives (`Infinity` when unbounded). */
  readonly maxScore: number;
}
