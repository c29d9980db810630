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
    // Indexed loops: rule tables hold thousands of tuples, checked when the model is built, which in a
    // fresh process is interpreted code (where `for…of` pays the iterator protocol per element).
    const tuples = c.tuples;
    const arity = c.scope.length;
    for (let k = 0; k < tuples.length; k++) {
      const t = tuples[k] as unknown;
      if (!Array.isArray(t) || t.length !== arity) {
        return `tuple [${Array.isArray(t) ? t.join(',') : String(t)}] has ${Array.isArray(t) ? t.length : 0} values for ${arity}`;
      }
      for (let i = 0; i < t.length; i++) {
        if (!Number.isSafeInteger(t[i])) return `tuple value must be an integer, got ${t[i]}`;
      }
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
