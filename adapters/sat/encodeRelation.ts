import type { RelationConstraint } from '../../core/model/Constraint.js';
import { relationHolds } from '../../core/model/relationHolds.js';
import type { CnfBuilder } from './CnfBuilder.js';
import type { DomainView } from './DomainView.js';
import { negate } from './literals.js';

/**
 * Encodes a binary relation. Disequalities (`ne`, `absDiffNe`) forbid their few bad pairs with
 * binary conflict clauses; every other operator uses the support encoding in both directions
 * (`x = a → ∨ {y = b : a op b}`), on which unit propagation is arc consistent.
 */
export function encodeRelation(b: CnfBuilder, c: RelationConstraint, view: DomainView): void {
  const xs = view.values(c.x);
  const ys = view.values(c.y);
  if (c.op === 'ne' || c.op === 'absDiffNe') {
    for (const a of xs) {
      for (const v of ys) {
        if (!relationHolds(c.op, a, v, c.k)) b.add2(negate(view.litOf(c.x, a)), negate(view.litOf(c.y, v)));
      }
    }
    return;
  }
  supports(b, c.x, xs, c.y, ys, view, (a, v) => relationHolds(c.op, a, v, c.k));
  supports(b, c.y, ys, c.x, xs, view, (v, a) => relationHolds(c.op, a, v, c.k));
}

function supports(
  b: CnfBuilder,
  x: number,
  xs: readonly number[],
  y: number,
  ys: readonly number[],
  view: DomainView,
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
    b.lit(negate(view.litOf(x, a)));
    for (const v of ys) if (ok(a, v)) b.lit(view.litOf(y, v));
    b.end();
  }
}
