/**
 * A hidato (or, with orthogonal moves only, a numbrix): a grid of `rows`×`cols` cells, some of them holes,
 * to fill with 1..n (n = the number of cells that are not holes) so that consecutive numbers are
 * neighbours. Some numbers are given.
 */
export interface HidatoPuzzle {
  /** Number of rows. */
  readonly rows: number;
  /** Number of columns. */
  readonly cols: number;
  /**
   * `rows·cols` cells, row-major: a given number 1..n, 0 for a cell to fill, −1 for a hole.
   */
  readonly cells: Int32Array;
  /** `king`: neighbours include diagonals (hidato); `orthogonal`: up, down, left, right (numbrix). */
  readonly moves: 'king' | 'orthogonal';
}

/** The value of a hole in `HidatoPuzzle.cells`. */
export const HIDATO_HOLE = -1;
