/** Box shape a reader should use instead of guessing it from the side (the squarest split). */
export interface SudokuShapeOptions {
  /** Columns per box. */
  readonly boxWidth?: number;
  /** Rows per box. */
  readonly boxHeight?: number;
}
