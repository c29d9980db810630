/**
 * A nondeterministic automaton over digits, as regex and NFA lines give it: states `0..states − 1`,
 * several start states, transitions on a digit, and ε-moves (a move reading nothing).
 */
export interface DigitNfa {
  /** Number of states. */
  readonly states: number;
  /** The states it starts in. */
  readonly starts: readonly number[];
  /** The accepting states. */
  readonly accepting: readonly number[];
  /** `[from, digit, to]`: from `from`, reading `digit`, it may go to `to`. */
  readonly transitions: readonly (readonly [number, number, number])[];
  /** `[from, to]`: from `from` it may go to `to` without reading. */
  readonly epsilon: readonly (readonly [number, number])[];
}
