import { CspError } from '../../../core/errors/CspError.js';

/**
 * A move or request a game cannot carry out: a row, column or value outside the grid, a change to a given,
 * a malformed saved state. The message names the place (`row 10 is outside 1..9`, `r1c3 is a given (5)`);
 * `cell` repeats the cell name for programs when one is concerned.
 */
export class SudokuPlayError extends CspError {
  /** The cell concerned (`r4c7`), when there is one. */
  readonly cell?: string;

  /** Builds the error; `message` must say what is wrong and where. */
  constructor(message: string, cell?: string) {
    super(message);
    if (cell !== undefined) this.cell = cell;
  }
}
