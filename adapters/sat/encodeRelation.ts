import type { RelationConstraint, RelationOp } from '../../core/model/Constraint.js';
import type { CnfBuilder } from './CnfBuilder.js';
import type { DomainView } from './DomainView.js';
import { negate } from './literals.js';

/** Whether `a op b` holds (`a op b + k`, or `|a − b| op k` for the `absDiff*` operators). */
export function relationHolds(op: RelationOp, a: number, b: number, k: number): boolean {
  switch (op) {
    case 'eq':
      return a === b + k;
    case 'ne':
      return a !== b + k;
    case 'lt':
      return a < b + k;
    case 'le':
      return a <= b + k;
    case 'gt':
      return a > b + k;
    case 'ge':
      return a >= b + k;
    case 'absDiffEq':
      return Math.abs(a - b) === k;
    case 'absDiffNe':
      return Math.abs(a - b) !== k;
    case 'absDiffGe':
      return Math.abs(a - b) >= k;
    case 'absDiffLe':
      return Math.abs(a - b) <= k;
  }
}

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
