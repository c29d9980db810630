import { CspError } from '../../core/index.js';

/**
 * Bad killer-sudoku input: text that does not parse, or cages that make no sense (a cell outside the
 * grid, overlapping cages, a sum no digits can make). The message names the place: the line and column
 * of the text, or the cage by number and label. `line` and `column` are also set when known.
 */
export class KillerError extends CspError {
  /** 1-based line of the parsed text, when known. */
  readonly line?: number;
  /** 1-based character column in that line, when known. */
  readonly column?: number;

  /** Builds the error; the message already names the place. */
  constructor(message: string, line?: number, column?: number) {
    super(message);
    if (line !== undefined) this.line = line;
    if (column !== undefined) this.column = column;
  }
}
