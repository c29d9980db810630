import { CspError } from './CspError.js';

/** No backend is registered under the requested name. */
export class UnknownBackendError extends CspError {
  /** The requested name. */
  readonly requested: string;
  /** The names that are registered. */
  readonly available: readonly string[];

  /** Builds the error, listing the available names. */
  constructor(requested: string, available: readonly string[]) {
    super(`unknown backend '${requested}' (available: ${available.join(', ') || 'none'})`);
    this.requested = requested;
    this.available = available;
  }
}
