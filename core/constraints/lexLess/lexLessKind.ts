import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { LexPropagator } from '../../propagators/LexPropagator.js';
import { encodeLex } from '../encodeLex.js';
import { lexHolds } from '../lexHolds.js';
import { lexProblem } from '../lexProblem.js';
import type { LexLessConstraint } from './LexLessConstraint.js';

/**
 * `lexLess`: `xs` comes strictly before `ys` in lexicographic order (MiniZinc `lex_less`). Native:
 * domain consistent when no variable occurs twice (`LexPropagator`, two pointers over the
 * bounds). CNF: one "equal so far" boolean per position. No exact-cover form.
 */
export const lexLessKind: ConstraintKind<LexLessConstraint> = {
  type: 'lexLess',
  summary: 'the first sequence comes strictly before the second in lexicographic order',
  validate: (c, ctx) => lexProblem(c.xs, c.ys, ctx),
  variables: (c) => [...c.xs, ...c.ys],
  check: (c, values) => lexHolds(c.xs, c.ys, true, values),
  post(c, ctx) {
    ctx.add(new LexPropagator(c.xs, c.ys, true));
  },
  encodeClauses: (c, sink) => encodeLex(c.xs, c.ys, true, sink),
};
