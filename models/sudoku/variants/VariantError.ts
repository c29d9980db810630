import { CspError } from '../../../core/errors/CspError.js';

/**
 * A variant puzzle that cannot be read or cannot be right: malformed JSON, a cell outside the grid,
 * overlapping cages, a sum no digits can make… Raised before any search. When the problem lies in one
 * constraint the message starts with `constraint #i (type)` (0-based index into `constraints`) and the
 * same place is available as fields.
 */
export class VariantError extends CspError {
  /** 0-based index of the offending constraint in the puzzle's `constraints`, when there is one. */
  readonly constraintIndex?: number;
  /** `type` of the offending constraint, when there is one. */
  readonly constraintType?: string;

  /** Builds the error; with a constraint place, the message is prefixed with `constraint #i (type): `. */
  constructor(reason: string, where?: { readonly index: number; readonly type: string }) {
    super(where === undefined ? reason : `constraint #${where.index} (${where.type}): ${reason}`);
    if (where !== undefined) {
      this.constraintIndex = where.index;
      this.constraintType = where.type;
    }
  }
}
