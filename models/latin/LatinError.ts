import { CspError } from '../../core/index.js';

/**
 * Bad Latin-square input: text that does not parse, a value out of range, or two givens that
 * clash. `line` and `column` (1-based, in the parsed text) are set when the error points at text.
 */
export class LatinError extends CspError {
  /** 1-based line of the text where the problem is, when known. */
  readonly line?: number;
  /** 1-based character column in that line, when known. */
  readonly column?: number;

  /** Builds the error; the message already names the place. */
  constructor(message: string, where: { readonly line?: number; readonly column?: number } = {}) {
    super(message);
    if (where.line !== undefined) this.line = where.line;
    if (where.column !== undefined) this.column = where.column;
  }
}
