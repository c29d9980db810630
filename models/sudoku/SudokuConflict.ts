/** Two givens with the same value in one house. */
export interface SudokuConflict {
  /** The two cells, lower index first. */
  readonly cells: readonly [number, number];
  /** The value both hold. */
  readonly value: number;
  /** A house both belong to (rows are reported before columns, columns before boxes). */
  readonly house: number;
  /** `r1c3 and r1c7 both hold 5`. */
  readonly message: string;
}
