/**
 * An optional branching hint: a value that has exactly two places left in some group (for
 * example a digit with two possible cells in a sudoku row). Branching on one of those places
 * splits the search in two, as a two-value domain would, when every domain is wider.
 */
export interface PlaceHeuristic {
  /**
   * Finds a value with two places left; writes the variable to `out[0]` and the value's bit
   * index to `out[1]` and returns `true`, or returns `false` when there is none.
   * `start` rotates where the scan begins (for randomised tie-breaks).
   */
  twoPlaces(out: Int32Array, start: number): boolean;
}
