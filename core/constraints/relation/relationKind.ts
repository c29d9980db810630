import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { RelationPropagator } from '../../propagators/RelationPropagator.js';
import { coverRelations, relationCoverProblem } from './coverRelations.js';
import { encodeRelation } from './encodeRelation.js';
import { RELATION_OPS, type RelationConstraint } from './RelationConstraint.js';
import { relationHolds } from './relationHolds.js';

const OPS: ReadonlySet<string> = new Set(RELATION_OPS);

/**
 * `relation`: `x op y + k` or `|x − y| op k` between two variables (see `RelationOp`).
 * Native: arc consistent (`RelationPropagator`). CNF: conflict clauses for disequalities, support
 * clauses otherwise. Exact cover: one secondary item per forbidden value pair.
 */
export const relationKind: ConstraintKind<RelationConstraint> = {
  type: 'relation',
  summary: 'x op y + k, or |x − y| op k, between two variables',
  validate(c, ctx) {
    if (!OPS.has(c.op)) return `unknown relation '${String(c.op)}' (known: ${RELATION_OPS.join(', ')})`;
    const p = ctx.variableProblem(c.x) ?? ctx.variableProblem(c.y);
    if (p !== null) return p;
    if (c.x === c.y) return 'relation between a variable and itself';
    return ctx.integerProblem(c.k, 'constant');
  },
  variables: (c) => [c.x, c.y],
  check: (c, values) => relationHolds(c.op, values[c.x]!, values[c.y]!, c.k),
  same: (a, b) => a.op === b.op && a.x === b.x && a.y === b.y && a.k === b.k,
  post(c, ctx) {
    ctx.add(new RelationPropagator(c.op, c.x, c.y, c.k));
  },
  encodeClauses: encodeRelation,
  exactCover: { support: relationCoverProblem, compile: coverRelations },
};
