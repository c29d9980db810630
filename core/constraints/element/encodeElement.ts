import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { negate } from '../../kinds/literals.js';
import type { ElementConstraint } from './ElementConstraint.js';

/**
 * Encodes `element` on the direct encoding: an index value outside the array is false; index `i`
 * and `array[i] = w` imply `value = w`, and index `i` and `value = w` imply `array[i] = w`, for
 * every `w` of either (a literal of an impossible value is false, so these also exclude the
 * values the two do not share). Given the index, the entry and the value then take the same
 * value, so the encoding is exact. Support clauses (`value = w` implies an index whose entry may
 * be `w`) are implied and let unit propagation prune `value` as the native propagator does.
 */
export function encodeElement(c: ElementConstraint, sink: ClauseSink): void {
  const base = c.base ?? 0;
  const n = c.array.length;
  const support = new Map<number, number[]>();
  for (const w of sink.values(c.value)) support.set(w, []);
  for (const i of sink.values(c.index)) {
    const at = sink.lit(c.index, i);
    const p = i - base;
    if (p < 0 || p >= n) {
      sink.add1(negate(at));
      continue;
    }
    const x = c.array[p]!;
    const ws = new Set([...sink.values(x), ...sink.values(c.value)]);
    for (const w of ws) {
      const xw = sink.lit(x, w);
      const vw = sink.lit(c.value, w);
      sink.add3(negate(at), negate(xw), vw);
      sink.add3(negate(at), negate(vw), xw);
      if (sink.values(x).includes(w)) support.get(w)?.push(at);
    }
  }
  for (const [w, ats] of support) {
    sink.begin();
    sink.push(negate(sink.lit(c.value, w)));
    for (const at of ats) sink.push(at);
    sink.end();
  }
}
