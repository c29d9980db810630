import type { Dfa } from './Dfa.js';

/** Largest state count `regular` accepts (the native propagator keeps two bytes per state and position). */
export const MAX_DFA_STATES = 1 << 20;

/**
 * The problem with an automaton, naming the state or transition at fault, or `null` when it is a
 * valid `Dfa`: a state count that is not a positive integer, a start or accepting state that is not
 * a state, no accepting state, a malformed transition or one from or to an undefined state, a
 * non-integer symbol, two transitions from one state on one symbol, a state unreachable from the
 * start.
 */
export function dfaProblem(dfa: unknown): string | null {
  if (dfa === null || typeof dfa !== 'object')
    return 'dfa must be an object { states, start, accepting, transitions }';
  const d = dfa as Dfa;
  const n = d.states;
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_DFA_STATES) {
    return `dfa: states must be a positive integer (at most ${MAX_DFA_STATES}), got ${String(n)}`;
  }
  const isState = (q: unknown): boolean => Number.isInteger(q) && (q as number) >= 0 && (q as number) < n;
  const range = `states are 0..${n - 1}`;
  if (!isState(d.start)) return `dfa: start state ${String(d.start)} is not a state (${range})`;
  if (!Array.isArray(d.accepting)) return 'dfa: accepting must be an array of states';
  if (d.accepting.length === 0) return 'dfa: no accepting state';
  for (const q of d.accepting) {
    if (!isState(q)) return `dfa: accepting state ${String(q)} is not a state (${range})`;
  }
  if (!Array.isArray(d.transitions)) return 'dfa: transitions must be an array of [from, symbol, to]';
  // Per state, its transitions by symbol. Numbers, not string keys, and no message built for a valid
  // transition: automata of sum and count rules have thousands of transitions, validated once per
  // constraint when the model is built (interpreted code, in a fresh process).
  const next: (Map<number, number> | undefined)[] = new Array(n);
  const out: number[][] = Array.from({ length: n }, () => []);
  for (let k = 0; k < d.transitions.length; k++) {
    const t = d.transitions[k] as unknown;
    if (!Array.isArray(t) || t.length !== 3) return `dfa: transition #${k} is not [from, symbol, to]`;
    const from = t[0] as unknown;
    const symbol = t[1] as unknown;
    const to = t[2] as unknown;
    if (!isState(from) || !isState(to) || !Number.isSafeInteger(symbol)) {
      const label = `dfa: transition #${k} (${String(from)} -${String(symbol)}-> ${String(to)})`;
      if (!isState(from)) return `${label}: state ${String(from)} is not a state (${range})`;
      if (!isState(to)) return `${label}: state ${String(to)} is not a state (${range})`;
      return `${label}: symbol must be an integer`;
    }
    const f = from as number;
    let bySymbol = next[f];
    if (bySymbol === undefined) next[f] = bySymbol = new Map();
    const before = bySymbol.get(symbol as number);
    if (before !== undefined && before !== to) {
      return `dfa: state ${f} has two transitions on symbol ${symbol as number} (to ${before} and to ${to as number}): not deterministic`;
    }
    bySymbol.set(symbol as number, to as number);
    out[f]!.push(to as number);
  }
  // Every state reachable from the start (breadth first).
  const seen = new Uint8Array(n);
  const queue = [d.start];
  seen[d.start] = 1;
  for (let h = 0; h < queue.length; h++) {
    for (const q of out[queue[h]!]!) {
      if (!seen[q]) {
        seen[q] = 1;
        queue.push(q);
      }
    }
  }
  const lost = seen.indexOf(0);
  if (lost >= 0) return `dfa: state ${lost} is unreachable from the start state ${d.start}`;
  return null;
}
