/**
 * A deterministic finite automaton over integer symbols, as `regular` reads it.
 *
 * States are numbered `0 .. states - 1`. Each transition `[from, symbol, to]` moves from state
 * `from` to state `to` on reading the value `symbol`; a state has at most one transition per
 * symbol, and a (state, symbol) pair without one rejects. The alphabet is the set of symbols that
 * appear in transitions: any other value is rejected everywhere. A sequence is accepted when
 * reading it from `start` ends in a state of `accepting`.
 *
 * Every state must be reachable from `start` and there must be an accepting state; `regular`
 * rejects other automata by name (an unreachable state usually means a mistyped transition).
 */
export interface Dfa {
  /** Number of states. */
  readonly states: number;
  /** The initial state. */
  readonly start: number;
  /** The accepting states (at least one). */
  readonly accepting: readonly number[];
  /** The transitions, `[from, symbol, to]` each. */
  readonly transitions: readonly (readonly [number, number, number])[];
}
