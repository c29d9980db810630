/**
 * The exact-cover vocabulary a kind's `exactCover.compile` writes in (the `dlx` backend).
 *
 * Each model variable is a primary item, and each (variable, candidate value) pair is an option
 * covering it, so every solution picks exactly one value per variable. A kind adds items:
 * *primary* ones must be covered exactly once, *secondary* ones at most once; and it says which
 * options cover them. Options are named by variable and value.
 */
export interface ExactCoverSink {
  /** Candidate values of model variable `x`, ascending (the options of `x`). */
  candidates(x: number): readonly number[];
  /** Adds `count` items and returns the id of the first (ids are consecutive). */
  addItems(count: number, secondary: boolean): number;
  /** The option `x = v` (a candidate) covers `item`. */
  cover(x: number, v: number, item: number): void;
}
