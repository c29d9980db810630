import { CspError } from './CspError.js';

/** A backend was asked to solve a model holding constraints it cannot express. */
export class UnsupportedConstraintError extends CspError {
  /** The backend that refused. */
  readonly backend: string;
  /** One human line per unsupported constraint, naming its index and type. */
  readonly unsupported: readonly string[];

  /** Builds the error; the message lists every unsupported constraint. */
  constructor(backend: string, unsupported: readonly string[]) {
    super(`backend '${backend}' cannot express: ${unsupported.join('; ')}`);
    this.backend = backend;
    this.unsupported = unsupported;
  }
}
