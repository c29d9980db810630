/** Why a pair expression does not parse: the message names the position (1-based). */
export class PairExpressionError extends Error {
  /** Creates the error. */
  constructor(message: string) {
    super(message);
    this.name = 'PairExpressionError';
  }
}
