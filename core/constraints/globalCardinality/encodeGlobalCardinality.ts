import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { negate } from '../../kinds/literals.js';
import { countReach, encodeCountRelation, unaryCount } from '../unaryCount.js';
import type { GlobalCardinalityConstraint } from './GlobalCardinalityConstraint.js';

/**
 * Encodes `globalCardinality`: per value, an exact sequential counter over the variables' literals
 * of that value, equal to its count variable or within its bounds; with `closed`, every value
 * outside the list is false for every variable.
 */
export function encodeGlobalCardinality(c: GlobalCardinalityConstraint, sink: ClauseSink): void {
  const n = c.scope.length;
  c.values.forEach((w, j) => {
    const lits = c.scope.map((x) => sink.lit(x, w));
    if (c.counts !== undefined) {
      const target = { variable: c.counts[j]! };
      encodeCountRelation(sink, unaryCount(sink, lits, countReach(sink, n, target)), '=', target);
      return;
    }
    const low = { constant: c.low![j]! };
    const high = { constant: c.high![j]! };
    const geq = unaryCount(sink, lits, countReach(sink, n, high));
    encodeCountRelation(sink, geq, '>=', low);
    encodeCountRelation(sink, geq, '<=', high);
  });
  if (c.closed) {
    const set = new Set(c.values);
    for (const x of c.scope) {
      for (const w of sink.values(x)) if (!set.has(w)) sink.add1(negate(sink.lit(x, w)));
    }
  }
}
