import type { Dfa } from './Dfa.js';

/** An automaton in the flat form the checker, the propagator and the encoder read. */
export interface CompiledDfa {
  /** Number of states. */
  readonly states: number;
  /** The initial state. */
  readonly start: number;
  /** `accepting[q]` is 1 for an accepting state. */
  readonly accepting: Uint8Array;
  /** Transition `t` goes from `from[t]` on `symbol[t]` to `to[t]` (duplicates removed). */
  readonly from: Int32Array;
  /** See `from`. */
  readonly symbol: Float64Array;
  /** See `from`. */
  readonly to: Int32Array;
  /** Per state, the target of each of its symbols. */
  readonly next: readonly ReadonlyMap<number, number>[];
}

// Automata are immutable data and often shared (one per nonogram clue, reused across lines).
const cache = new WeakMap<Dfa, CompiledDfa>();

/** The flat form of a valid automaton (see `dfaProblem`), built once per automaton object. */
export function compileDfa(dfa: Dfa): CompiledDfa {
  const known = cache.get(dfa);
  if (known !== undefined) return known;
  const next: Map<number, number>[] = Array.from({ length: dfa.states }, () => new Map());
  const from: number[] = [];
  const symbol: number[] = [];
  const to: number[] = [];
  for (const [q, a, r] of dfa.transitions) {
    if (next[q]!.has(a)) continue;
    next[q]!.set(a, r);
    from.push(q);
    symbol.push(a);
    to.push(r);
  }
  const accepting = new Uint8Array(dfa.states);
  for (const q of dfa.accepting) accepting[q] = 1;
  const compiled: CompiledDfa = {
    states: dfa.states,
    start: dfa.start,
    accepting,
    from: Int32Array.from(from),
    symbol: Float64Array.from(symbol),
    to: Int32Array.from(to),
    next,
  };
  cache.set(dfa, compiled);
  return compiled;
}

/** Whether `dfa` accepts the sequence `values[scope[0]], values[scope[1]], …`. */
export function dfaAccepts(dfa: CompiledDfa, scope: readonly number[], values: ArrayLike<number>): boolean {
  let q = dfa.start;
  for (let i = 0; i < scope.length; i++) {
    const r = dfa.next[q]!.get(values[scope[i]!]!);
    if (r === undefined) return false;
    q = r;
  }
  return dfa.accepting[q] === 1;
}
