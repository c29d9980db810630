import type { Dfa } from '../../../../core/index.js';

/**
 * Builds the automaton of a rule read digit by digit: states are explored from `start` by `step`
 * (`undefined` rejects the digit), each state named by a string key, so only reachable states exist
 * (as `regular` requires). `accepts` says which states end an accepted line. Symbols are
 * `minSymbol..n` (digits 1..n by default; 0 too for a 0/1 flag read first). Throws a `RangeError`
 * when the automaton would have more than `maxStates` states.
 *
 * Rules that say "read the line and keep a little memory" (X-sums, skyscrapers, sum lines…) are
 * posted as one `regular` over the line: its propagator is domain consistent on the whole line, which
 * a chain of small tables is not.
 */
export function lineDfa<S>(
  n: number,
  start: S,
  key: (s: S) => string,
  step: (s: S, digit: number) => S | undefined,
  accepts: (s: S) => boolean,
  minSymbol = 1,
  maxStates = Number.POSITIVE_INFINITY,
): Dfa {
  const ids = new Map<string, number>([[key(start), 0]]);
  const states: S[] = [start];
  const transitions: [number, number, number][] = [];
  for (let i = 0; i < states.length; i++) {
    const s = states[i]!;
    for (let d = minSymbol; d <= n; d++) {
      const t = step(s, d);
      if (t === undefined) continue;
      const k = key(t);
      let id = ids.get(k);
      if (id === undefined) {
        if (states.length >= maxStates) throw new RangeError(`more than ${maxStates} states`);
        id = states.length;
        ids.set(k, id);
        states.push(t);
      }
      transitions.push([i, d, id]);
    }
  }
  const accepting = states.flatMap((s, i) => (accepts(s) ? [i] : []));
  return { states: states.length, start: 0, accepting, transitions };
}

/** `true` when `dfa` accepts some word of exactly `length` symbols (a clue that some line can meet). */
export function acceptsSomeWord(dfa: Dfa, length: number): boolean {
  const next: number[][] = Array.from({ length: dfa.states }, () => []);
  for (const [from, , to] of dfa.transitions) next[from]!.push(to);
  let layer = new Set([dfa.start]);
  for (let i = 0; i < length && layer.size > 0; i++) {
    const out = new Set<number>();
    for (const q of layer) for (const t of next[q]!) out.add(t);
    layer = out;
  }
  return dfa.accepting.some((q) => layer.has(q));
}
