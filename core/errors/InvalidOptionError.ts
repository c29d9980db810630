import { CspError } from './CspError.js';

/**
 * A backend was given solve options it does not take (an option it does not know, another
 * backend's option, a misspelt key) or a value it cannot use. Thrown, or sent as the stream's
 * error, before any search.
 */
export class InvalidOptionError extends CspError {
  /** The backend that refused. */
  readonly backend: string;
  /** One line per refused option, naming it. */
  readonly problems: readonly string[];

  /** Builds the error; the message lists every problem. */
  constructor(backend: string, problems: readonly string[]) {
    super(`backend '${backend}' refuses its options: ${problems.join('; ')}`);
    this.backend = backend;
    this.problems = problems;
  }
}
