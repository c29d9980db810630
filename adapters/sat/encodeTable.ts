import type { TableConstraint } from '../../core/model/Constraint.js';
import type { CnfBuilder } from './CnfBuilder.js';
import type { DomainView } from './DomainView.js';
import { LIT_FALSE, negate } from './literals.js';

/**
 * Encodes an extensional constraint: one auxiliary variable per allowed tuple that is still
 * possible (duplicates merged); a selected tuple forces its values, and every value of every
 * variable needs a selected tuple holding it (the support clauses). With each variable taking
 * exactly one value, exactly the matching tuples can be selected.
 */
export function encodeTable(b: CnfBuilder, c: TableConstraint, view: DomainView): void {
  const arity = c.scope.length;
  const seen = new Set<string>();
  const rows: (readonly number[])[] = [];
  for (const t of c.tuples) {
    let possible = true;
    for (let i = 0; i < arity; i++) {
      if (view.litOf(c.scope[i]!, t[i]!) === LIT_FALSE) {
        possible = false;
        break;
      }
    }
    if (!possible) continue;
    const key = t.join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(t);
  }
  if (rows.length === 0) {
    b.add1(LIT_FALSE); // no tuple left: unsatisfiable
    return;
  }
  const first = b.newVars(rows.length);
  rows.forEach((t, r) => {
    for (let i = 0; i < arity; i++) b.add2(-(first + r), view.litOf(c.scope[i]!, t[i]!));
  });
  for (let i = 0; i < arity; i++) {
    const x = c.scope[i]!;
    for (const a of view.values(x)) {
      const lit = view.litOf(x, a);
      b.begin();
      b.lit(negate(lit));
      rows.forEach((t, r) => {
        if (t[i] === a) b.lit(first + r);
      });
      b.end();
    }
  }
}
