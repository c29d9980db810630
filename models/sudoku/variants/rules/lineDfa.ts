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

/**
 * `true` when `dfa` accepts some word of exactly `length` symbols (a clue that some line can meet).
 * Layer by layer over the states reachable after `i` symbols, with the successors in flat arrays
 * and indexed loops: it runs once per clue when the model is built, in a fresh process as
 * interpreted code, over automata of thousands of transitions.
 */
export function acceptsSomeWord(dfa: Dfa, length: number): boolean {
  const n = dfa.states;
  const ts = dfa.transitions;
  // Successors of each state, compressed: those of q are succ[first[q] .. first[q + 1]).
  const first = new Int32Array(n + 1);
  for (let k = 0; k < ts.length; k++) first[ts[k]![0] + 1]!++;
  for (let q = 0; q < n; q++) first[q + 1]! += first[q]!;
  const fill = first.slice(0, n);
  const succ = new Int32Array(ts.length);
  for (let k = 0; k < ts.length; k++) succ[fill[ts[k]![0]]!++] = ts[k]![2];
  let layer = [dfa.start];
  const mark = new Int32Array(n).fill(-1);
  for (let i = 0; i < length && layer.length > 0; i++) {
    const out: number[] = [];
    for (let j = 0; j < layer.length; j++) {
      const q = layer[j]!;
      for (let k = first[q]!; k < first[q + 1]!; k++) {
        const t = succ[k]!;
        if (mark[t] !== i) {
          mark[t] = i;
          out.push(t);
        }
      }
    }
    layer = out;
  }
  const inLayer = new Uint8Array(n);
  for (let j = 0; j < layer.length; j++) inLayer[layer[j]!] = 1;
  return dfa.accepting.some((q) => inLayer[q] === 1);
}
