/**
 * A nonogram: a `width`×`height` picture to fill, given by the block lengths of every row (left to
 * right) and every column (top to bottom). A line without blocks has the clue `[]` (written `0`).
 */
export interface NonogramPuzzle {
  /** Number of columns. */
  readonly width: number;
  /** Number of rows. */
  readonly height: number;
  /** `height` clues, top row first. */
  readonly rows: readonly (readonly number[])[];
  /** `width` clues, left column first. */
  readonly columns: readonly (readonly number[])[];
}
