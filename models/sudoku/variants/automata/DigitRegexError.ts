/** Why a digit pattern does not parse: the message names the position (1-based). */
export class DigitRegexError extends Error {
  /** Creates the error. */
  constructor(message: string) {
    super(message);
    this.name = 'DigitRegexError';
  }
}
