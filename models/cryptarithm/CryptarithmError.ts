import { CspError } from '../../core/index.js';

/** Bad cryptarithm input: text that does not parse, too many letters, or an assignment that does not fit. */
export class CryptarithmError extends CspError {
  /** 1-based character column in the parsed text where the problem is, when known. */
  readonly column?: number;

  /** Builds the error; the message already names the place. */
  constructor(message: string, column?: number) {
    super(message);
    if (column !== undefined) this.column = column;
  }
}
