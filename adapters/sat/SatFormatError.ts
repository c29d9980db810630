import { CspError } from '../../core/errors/CspError.js';

/**
 * A DIMACS file or a SAT solver's output that cannot be read, or a SAT model that does not decode
 * to an assignment. The message names the line (1-based) when there is one.
 */
export class SatFormatError extends CspError {
  /** 1-based line of the problem, when it is tied to one. */
  readonly line: number | undefined;

  /** Builds the error; `line` is prefixed to the message as `line N: `. */
  constructor(message: string, line?: number) {
    super(line === undefined ? message : `line ${line}: ${message}`);
    this.line = line;
  }
}
