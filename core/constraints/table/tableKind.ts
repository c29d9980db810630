import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { TableExplanation } from '../../learning/TableExplanation.js';
import { TablePropagator } from '../../propagators/TablePropagator.js';
import { sameList } from '../sameList.js';
import { encodeTable } from './encodeTable.js';
import type { TableConstraint } from './TableConstraint.js';

/**
 * `table`: the scope's values form one of the allowed tuples. Native: generalized arc consistent
 * (`TablePropagator`). CNF: one selector per allowed tuple still possible, with support clauses.
 * No exact-cover form.
 */
export const tableKind: ConstraintKind<TableConstraint> = {
  type: 'table',
  summary: 'the variables take one of the allowed tuples',
  validate(c, ctx) {
    const p = ctx.scopeProblem(c.scope);
    if (p !== null) return p;
    if (!Array.isArray(c.tuples)) return 'tuples must be an array';
    for (const t of c.tuples) {
      if (!Array.isArray(t) || t.length !== c.scope.length) {
        return `tuple [${Array.isArray(t) ? t.join(',') : String(t)}] has ${Array.isArray(t) ? t.length : 0} values for ${c.scope.length}`;
      }
      for (const v of t) if (!Number.isSafeInteger(v)) return `tuple value must be an integer, got ${v}`;
    }
    return null;
  },
  variables: (c) => c.scope,
  check: (c, values) => c.tuples.some((t) => t.every((v, i) => values[c.scope[i]!] === v)),
  // Tables are compared by identity: comparing thousands of tuples would cost more than compiling.
  same: (a, b) => a.tuples === b.tuples && sameList(a.scope, b.scope),
  post(c, ctx) {
    const arity = c.scope.length;
    const flat = new Int32Array(c.tuples.length * arity);
    c.tuples.forEach((t, i) => {
      flat.set(t, i * arity);
    });
    const scope = Int32Array.from(c.scope);
    const p = new TablePropagator(scope, flat, arity);
    ctx.add(p);
    // A learning search explains its prunings by the tuples they lost (see TableExplanation).
    if (ctx.explainer)
      ctx.explainer.explainWith(p, new TableExplanation(ctx.explainer, scope, flat, ctx.store.offset));
  },
  encodeClauses: encodeTable,
};
