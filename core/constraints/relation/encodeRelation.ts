import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { negate } from '../../kinds/literals.js';
import type { RelationConstraint } from './RelationConstraint.js';
import { relationHolds } from './relationHolds.js';

/**
 * Encodes a binary relation. Disequalities (`ne`, `absDiffNe`) forbid their few bad pairs with
 * binary conflict clauses; every other operator uses the support encoding in both directions
 * (`x = a → ∨ {y = b : a op b}`), on which unit propagation is arc consistent.
 */
export function encodeRelation(c: RelationConstraint, b: ClauseSink): void {
  const xs = b.values(c.x);
  const ys = b.values(c.y);
  if (c.op === 'ne' || c.op === 'absDiffNe') {
    for (const a of xs) {
      for (const v of ys) {
        if (!relationHolds(c.op, a, v, c.k)) b.add2(negate(b.lit(c.x, a)), negate(b.lit(c.y, v)));
      }
    }
    return;
  }
  supports(b, c.x, xs, c.y, ys, (a, v) => relationHolds(c.op, a, v, c.k));
  supports(b, c.y, ys, c.x, xs, (v, a) => relationHolds(c.op, a, v, c.k));
}

function supports(
  b: ClauseSink,
  x: number,
  xs: readonly number[],
  y: number,
  ys: readonly number[],
  ok: (a: number, v: number) => boolean,
): void {
  for (const a of xs) {
    let all = true;
    for (const v of ys) {
      if (!ok(a, v)) {
        all = false;
        break;
      }
    }
    if (all) continue; // every y value supports x = a: nothing to say
    b.begin();
    b.push(negate(b.lit(x, a)));
    for (const v of ys) if (ok(a, v)) b.push(b.lit(y, v));
    b.end();
  }
}
