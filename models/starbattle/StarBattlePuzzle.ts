/**
 * A Star Battle: an N×N grid split into regions; K stars go in every row, column and region, and no
 * two stars touch, diagonally included.
 */
export interface StarBattlePuzzle {
  /** Side N. */
  readonly size: number;
  /** Stars per row, column and region. */
  readonly stars: number;
  /** Region of every cell (row-major), an index into `letters`. */
  readonly regions: Int32Array;
  /** The letter of every region, in order of first appearance (row-major). */
  readonly letters: readonly string[];
}
