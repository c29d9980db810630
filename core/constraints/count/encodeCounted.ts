import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { LIT_FALSE, LIT_TRUE, negate } from '../../kinds/literals.js';
import { type CountTargetCnf, countReach, encodeCountRelation, unaryCount } from '../unaryCount.js';
import type { CountTarget } from './CountTarget.js';

/**
 * The literal "`x` takes a value of `set`": a constant when its values are all in or all out, the
 * value's own literal when one is in, else a fresh boolean defined as the disjunction.
 */
export function memberLiteral(sink: ClauseSink, x: number, set: ReadonlySet<number>): number {
  const vals = sink.values(x);
  const inside = vals.filter((w) => set.has(w));
  if (inside.length === 0) return LIT_FALSE;
  if (inside.length === vals.length) return LIT_TRUE;
  if (inside.length === 1) return sink.lit(x, inside[0]!);
  const b = sink.newVar();
  sink.begin();
  sink.push(negate(b));
  for (const w of inside) sink.push(sink.lit(x, w));
  sink.end();
  for (const w of inside) sink.add2(negate(sink.lit(x, w)), b);
  return b;
}

/**
 * Encodes `#{i : scope[i] ∈ set} op target` (`count`, `among`): one membership literal per
 * position, an exact sequential counter over them, and the relation on its "at least k" literals.
 */
export function encodeCounted(
  sink: ClauseSink,
  scope: readonly number[],
  set: ReadonlySet<number>,
  c: CountTarget,
): void {
  const lits = scope.map((x) => memberLiteral(sink, x, set));
  const target: CountTargetCnf = c.count !== undefined ? { variable: c.count } : { constant: c.limit! };
  const geq = unaryCount(sink, lits, countReach(sink, lits.length, target));
  encodeCountRelation(sink, geq, c.op, target);
}
