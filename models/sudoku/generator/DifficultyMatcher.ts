import type { PuzzleRating } from './PuzzleRater.js';

/** A checked difficulty target, ready to test ratings against (see `resolveDifficulty`). */
export interface DifficultyMatcher {
  /** Whether a rating falls inside the target (`null`, an unrated puzzle, never does). */
  matches(rating: PuzzleRating | null): boolean;
  /** The target in words, for messages: `grade fiendish or harder`, `score 300..600`. */
  readonly description: string;
}
