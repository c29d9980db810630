import type { Dfa } from '../../../../core/index.js';
import { AutomatonError } from './AutomatonError.js';
import type { DigitNfa } from './DigitNfa.js';

/** Largest deterministic automaton a line rule may build (subset construction can blow up). */
export const MAX_LINE_DFA_STATES = 20_000;

/**
 * The deterministic automaton of `nfa` over the digits `1..n` (subset construction; only reachable
 * sets of states become states, the empty set is left out, so a digit with no move rejects), as the
 * catalogue's `regular` takes it.
 *
 * @throws AutomatonError when it would have more than {@link MAX_LINE_DFA_STATES} states, or when no
 * reachable state accepts.
 */
export function nfaToDfa(nfa: DigitNfa, n: number): Dfa {
  const moves: number[][][] = Array.from({ length: nfa.states }, () =>
    Array.from({ length: n + 1 }, () => []),
  );
  for (const [from, d, to] of nfa.transitions) if (d >= 1 && d <= n) moves[from]![d]!.push(to);
  const eps: number[][] = Array.from({ length: nfa.states }, () => []);
  for (const [from, to] of nfa.epsilon) eps[from]!.push(to);
  const accepting = new Set(nfa.accepting);
  const close = (states: Iterable<number>): number[] => {
    const set = new Set(states);
    const stack = [...set];
    while (stack.length > 0) {
      for (const t of eps[stack.pop()!]!) {
        if (set.has(t)) continue;
        set.add(t);
        stack.push(t);
      }
    }
    return [...set].sort((a, b) => a - b);
  };
  const ids = new Map<string, number>();
  const sets: number[][] = [];
  const idOf = (set: number[]): number => {
    const key = set.join(',');
    let id = ids.get(key);
    if (id === undefined) {
      id = sets.length;
      if (id >= MAX_LINE_DFA_STATES)
        throw new AutomatonError(`its deterministic automaton has more than ${MAX_LINE_DFA_STATES} states`);
      ids.set(key, id);
      sets.push(set);
    }
    return id;
  };
  const start = idOf(close(nfa.starts));
  const transitions: [number, number, number][] = [];
  for (let q = 0; q < sets.length; q++) {
    for (let d = 1; d <= n; d++) {
      const target = new Set<number>();
      for (const s of sets[q]!) for (const t of moves[s]![d]!) target.add(t);
      if (target.size === 0) continue;
      transitions.push([q, d, idOf(close(target))]);
    }
  }
  const acc = sets.flatMap((set, q) => (set.some((s) => accepting.has(s)) ? [q] : []));
  if (acc.length === 0) throw new AutomatonError(`it accepts no sequence of digits 1..${n}`);
  return { states: sets.length, start, accepting: acc, transitions };
}
