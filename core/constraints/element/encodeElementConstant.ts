import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { negate } from '../../kinds/literals.js';
import type { ElementConstantConstraint } from './ElementConstantConstraint.js';

/**
 * Encodes `elementConstant` on the direct encoding: index `i` implies `value = table[i]` (false,
 * so excluded, outside the array or when the entry is not a value of `value`), and `value = w`
 * implies one of the indices whose entry is `w`. The index takes one value, so the encoding is
 * exact; the second family is what lets unit propagation prune `value`.
 */
export function encodeElementConstant(c: ElementConstantConstraint, sink: ClauseSink): void {
  const base = c.base ?? 0;
  const n = c.table.length;
  const support = new Map<number, number[]>();
  for (const w of sink.values(c.value)) support.set(w, []);
  for (const i of sink.values(c.index)) {
    const at = sink.lit(c.index, i);
    const p = i - base;
    const w = p >= 0 && p < n ? c.table[p]! : undefined;
    if (w === undefined) {
      sink.add1(negate(at));
      continue;
    }
    sink.add2(negate(at), sink.lit(c.value, w));
    support.get(w)?.push(at);
  }
  for (const [w, ats] of support) {
    sink.begin();
    sink.push(negate(sink.lit(c.value, w)));
    for (const at of ats) sink.push(at);
    sink.end();
  }
}
