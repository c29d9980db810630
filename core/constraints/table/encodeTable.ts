import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { LIT_FALSE, negate } from '../../kinds/literals.js';
import type { TableConstraint } from './TableConstraint.js';

/**
 * Encodes an extensional constraint: one auxiliary variable per allowed tuple that is still
 * possible (duplicates merged); a selected tuple forces its values, and every value of every
 * variable needs a selected tuple holding it (the support clauses). With each variable taking
 * exactly one value, exactly the matching tuples can be selected.
 */
export function encodeTable(c: TableConstraint, b: ClauseSink): void {
  const arity = c.scope.length;
  const seen = new Set<string>();
  const rows: (readonly number[])[] = [];
  for (const t of c.tuples) {
    let possible = true;
    for (let i = 0; i < arity; i++) {
      if (b.lit(c.scope[i]!, t[i]!) === LIT_FALSE) {
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
    for (let i = 0; i < arity; i++) b.add2(-(first + r), b.lit(c.scope[i]!, t[i]!));
  });
  for (let i = 0; i < arity; i++) {
    const x = c.scope[i]!;
    for (const a of b.values(x)) {
      const lit = b.lit(x, a);
      b.begin();
      b.push(negate(lit));
      rows.forEach((t, r) => {
        if (t[i] === a) b.push(first + r);
      });
      b.end();
    }
  }
}
