import { KakuroError } from './KakuroError.js';

/** A `KakuroError` about one cell (its row-major index), so a parser can name the cell's line and column. */
export class KakuroCellError extends KakuroError {
  /** The cell the problem is at. */
  readonly cell: number;

  /** Builds the error; the message names the cell. */
  constructor(message: string, cell: number) {
    super(message);
    this.cell = cell;
  }
}
