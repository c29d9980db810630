import { CspError } from './CspError.js';

/** A constraint names a kind that no registry in reach knows. */
export class UnknownKindError extends CspError {
  /** The kind that was asked for. */
  readonly kind: string;
  /** The kinds the registry knows. */
  readonly known: readonly string[];

  /** Builds the error, listing the known kinds. */
  constructor(kind: string, known: readonly string[], where?: string) {
    super(
      `${where ? `${where}: ` : ''}unknown constraint kind '${kind}' (known: ${known.join(', ') || 'none'})`,
    );
    this.kind = kind;
    this.known = known;
  }
}
