import type { Dfa } from '../../../../core/index.js';
import { lineDfa } from './lineDfa.js';

const cache = new Map<string, Dfa>();

/**
 * The automaton of a sandwich clue over a row or column of digits 1..n: before the first of 1 / n, then
 * the running sum of the digits until the other one (which must come when the sum is `sum`), then
 * anything. One `regular` over it is domain consistent on the clue (the line's all-different is its
 * own constraint). Shared between builds.
 */
export function sandwichDfa(n: number, sum: number): Dfa {
  const key = `${n} ${sum}`;
  let dfa = cache.get(key);
  if (dfa === undefined) {
    // State: 'before', 'after', or [the end still to come, the sum so far].
    type S = 'before' | 'after' | readonly [number, number];
    dfa = lineDfa<S>(
      n,
      'before',
      (s) => (typeof s === 'string' ? s : `${s[0]},${s[1]}`),
      (s, d) => {
        if (s === 'after') return d === 1 || d === n ? undefined : s;
        if (s === 'before') return d === 1 ? [n, 0] : d === n ? [1, 0] : s;
        const [end, total] = s;
        if (d === end) return total === sum ? 'after' : undefined;
        if (d === 1 || d === n) return undefined;
        return total + d <= sum ? [end, total + d] : undefined;
      },
      (s) => s === 'after',
    );
    cache.set(key, dfa);
  }
  return dfa;
}
