import { CspError } from '../../../core/errors/CspError.js';

/**
 * The attempt budget ran out before a puzzle matched the request (a target difficulty, or minimality
 * together with a symmetry). The puzzles generated before it are still valid.
 */
export class GenerationBudgetError extends CspError {
  /** Attempts made for the puzzle that could not be found. */
  readonly attempts: number;

  /** Builds the error; `message` says what was asked and how many attempts were made. */
  constructor(message: string, attempts: number) {
    super(message);
    this.attempts = attempts;
  }
}
