import type { ClauseSink } from '../kinds/ClauseSink.js';
import { negate } from '../kinds/literals.js';

/**
 * CNF of `m = min(xs)` (`sense` 1) or `m = max(xs)` (`sense` -1) over the direct encoding, written
 * for the minimum (the maximum flips every comparison):
 * - `m = v` implies that some `x` equals `v`, and that each `x` is ≥ `v`;
 * - `x = w` implies that `m` is ≤ `w` (implied by the above; it lets unit propagation bound `m`
 *   from one `x` alone).
 * Under these, `m` is a lower bound of every `x` attained by one of them: exactly the minimum.
 * Size O(|xs| · |D|²) literals, for the small domains puzzles use.
 */
export function encodeExtremum(m: number, xs: readonly number[], sense: 1 | -1, sink: ClauseSink): void {
  const scope = [...new Set(xs)];
  const atLeast = (a: number, b: number): boolean => sense * a >= sense * b;
  for (const v of sink.values(m)) {
    const mv = negate(sink.lit(m, v));
    sink.begin();
    sink.push(mv);
    for (const x of scope) sink.push(sink.lit(x, v));
    sink.end();
    for (const x of scope) {
      sink.begin();
      sink.push(mv);
      for (const w of sink.values(x)) if (atLeast(w, v)) sink.push(sink.lit(x, w));
      sink.end();
    }
  }
  for (const x of scope) {
    for (const w of sink.values(x)) {
      sink.begin();
      sink.push(negate(sink.lit(x, w)));
      for (const v of sink.values(m)) if (atLeast(w, v)) sink.push(sink.lit(m, v));
      sink.end();
    }
  }
}
