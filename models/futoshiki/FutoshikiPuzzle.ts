/** An inequality of a Futoshiki: the digit in `less` is smaller than the digit in `greater`. */
export interface FutoshikiInequality {
  /** Cell index (row-major) of the smaller digit. */
  readonly less: number;
  /** Cell index of the larger digit. */
  readonly greater: number;
}

/**
 * A Futoshiki: an N×N Latin square (digits 1..N once per row and column) with some givens and inequality
 * signs between orthogonally adjacent cells.
 */
export interface FutoshikiPuzzle {
  /** Side N. */
  readonly size: number;
  /** N² cells, row-major: the given digit, or 0 for an empty cell. */
  readonly givens: Int32Array;
  /** The inequalities. */
  readonly inequalities: readonly FutoshikiInequality[];
}
