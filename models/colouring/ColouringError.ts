import { CspError } from '../../core/index.js';

/** Bad graph-colouring input: a DIMACS text that does not parse, a vertex out of range, a bad colour count. */
export class ColouringError extends CspError {
  /** 1-based line of the parsed text, when known. */
  readonly line?: number;

  /** Builds the error; the message already names the place. */
  constructor(message: string, line?: number) {
    super(message);
    if (line !== undefined) this.line = line;
  }
}
