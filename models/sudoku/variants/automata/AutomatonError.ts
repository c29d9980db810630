/** Why an automaton cannot become a line rule: too large, or it accepts nothing. */
export class AutomatonError extends Error {
  /** Creates the error. */
  constructor(message: string) {
    super(message);
    this.name = 'AutomatonError';
  }
}
