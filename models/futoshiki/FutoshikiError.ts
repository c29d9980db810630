import { CspError } from '../../core/index.js';

/**
 * Bad Futoshiki input: text that does not parse, a given out of range, an inequality between cells that
 * are not neighbours or outside the grid. The message names the place (line and column, or the cells).
 */
export class FutoshikiError extends CspError {
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
