import { CspError } from '../errors/CspError.js';

/**
 * A learning search in debug mode found an explanation or a learnt nogood that the model does not
 * imply: some solution violates it. The message names the propagator that gave it.
 */
export class ExplanationError extends CspError {
  /** The propagator (or `conflict analysis`) the bad nogood came from. */
  readonly source: string;

  /** An error about a nogood from `source`. */
  constructor(source: string, message: string) {
    super(message);
    this.source = source;
  }
}
