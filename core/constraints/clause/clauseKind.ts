import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import type { ValidationContext } from '../../kinds/ValidationContext.js';
import { ClausePropagator } from '../../propagators/ClausePropagator.js';
import { booleanProblem } from '../booleanProblem.js';
import { sameList } from '../sameList.js';
import type { ClauseConstraint } from './ClauseConstraint.js';
import { encodeClause } from './encodeClause.js';

/** The problem with one literal list of a clause. */
function literalsProblem(list: unknown, side: string, ctx: ValidationContext): string | null {
  if (!Array.isArray(list)) return `${side} must be an array of variable indices`;
  for (const v of list) {
    const p = booleanProblem(ctx, v, `${side} literal`);
    if (p !== null) return p;
  }
  return null;
}

/**
 * `clause`: `∨ positive ∨ ¬negative` over 0/1 variables (MiniZinc `bool_clause`). Native: domain
 * consistent (unit propagation, `ClausePropagator`). CNF: the clause itself. No exact-cover form.
 */
export const clauseKind: ConstraintKind<ClauseConstraint> = {
  type: 'clause',
  summary: 'some positive variable is 1 or some negated variable is 0 (a boolean clause)',
  validate(c, ctx) {
    return literalsProblem(c.positive, 'positive', ctx) ?? literalsProblem(c.negative, 'negative', ctx);
  },
  variables: (c) => [...c.positive, ...c.negative],
  check(c, values) {
    for (const x of c.positive) if (values[x] === 1) return true;
    for (const x of c.negative) if (values[x] === 0) return true;
    return false;
  },
  same: (a, b) => sameList(a.positive, b.positive) && sameList(a.negative, b.negative),
  post(c, ctx) {
    const positive = [...new Set(c.positive)];
    const negative = [...new Set(c.negative)];
    // x ∨ ¬x: always true, nothing to propagate.
    if (negative.some((x) => positive.includes(x))) return;
    ctx.add(new ClausePropagator(positive, negative));
  },
  encodeClauses: encodeClause,
};
