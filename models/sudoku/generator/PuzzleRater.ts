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

/**
 * Rates a puzzle as a person would find it; `null` when it cannot (for instance when its techniques do not
 * solve the puzzle). The generator calls it on each candidate when a difficulty is targeted.
 */
export type PuzzleRater = (grid: SudokuGrid) => PuzzleRating | null;
