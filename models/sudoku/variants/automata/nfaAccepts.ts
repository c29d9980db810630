import type { DigitNfa } from './DigitNfa.js';

/** The states reachable from `set` by ε-moves (`set` included), in place. */
function closure(nfa: DigitNfa, set: Set<number>): Set<number> {
  const stack = [...set];
  while (stack.length > 0) {
    const q = stack.pop()!;
    for (const [from, to] of nfa.epsilon) {
      if (from === q && !set.has(to)) {
        set.add(to);
        stack.push(to);
      }
    }
  }
  return set;
}

/**
 * Whether the automaton accepts the digits, by simulating it on the set of states it can be in: the
 * checker's test, independent of the deterministic automaton the model posts.
 */
export function nfaAccepts(nfa: DigitNfa, digits: readonly number[]): boolean {
  let current = closure(nfa, new Set(nfa.starts));
  for (const d of digits) {
    const next = new Set<number>();
    for (const [from, digit, to] of nfa.transitions) if (digit === d && current.has(from)) next.add(to);
    current = closure(nfa, next);
    if (current.size === 0) return false;
  }
  return nfa.accepting.some((q) => current.has(q));
}
