import type { SudokuGrid } from '../SudokuGrid.js';

/** What a {@link PuzzleRater} says about a puzzle. */
export interface PuzzleRating {
  /** Difficulty score (higher is harder). */
  readonly score: number;
  /** Grade name on the rater's scale (`easy`, `fiendish`, …). */
  readonly grade: string;
  /** The hardest technique needed, when the rater names it. */
  readonly hardest?: string;
}

/** What the generator tells a {@link PuzzleRater} besides the grid. */
export interface RaterContext {
  /**
   * Whether the generator's time limit has passed: a rater that takes long asks it now and then and,
   * once it is `true`, throws `RatingStoppedError` (the generator then ends with its time limit error,
   * in the rating phase). Always `false` without a limit.
   */
  readonly stop: () => boolean;
}

/**
 * Rates a puzzle as a person would find it; `null` when it cannot (for instance when its techniques do not
 * solve the puzzle). The generator calls it on each candidate when a difficulty is targeted or ratings are
 * asked for; a rater that ignores `context` is rated to the end, and the limit is checked after it.
 */
export type PuzzleRater = (grid: SudokuGrid, context?: RaterContext) => PuzzleRating | null;
