/**
 * A skyscrapers puzzle: an N×N grid of building heights 1..N, each row and column a permutation, with
 * clues around the border counting the buildings seen from that side (a building hides every lower one
 * behind it). A clue 0 means no clue.
 */
export interface SkyscrapersPuzzle {
  /** Side N. */
  readonly size: number;
  /** N clues above the columns, left to right, seen looking down each column. */
  readonly top: readonly number[];
  /** N clues below the columns, left to right, seen looking up each column. */
  readonly bottom: readonly number[];
  /** N clues left of the rows, top to bottom, seen looking right along each row. */
  readonly left: readonly number[];
  /** N clues right of the rows, top to bottom, seen looking left along each row. */
  readonly right: readonly number[];
  /** N² given heights, row-major, 0 for an empty cell. */
  readonly givens: Int32Array;
}
