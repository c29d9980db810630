import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { LexPropagator } from '../../propagators/LexPropagator.js';
import { encodeLex } from '../encodeLex.js';
import { lexHolds } from '../lexHolds.js';
import { lexProblem } from '../lexProblem.js';
import type { LexLessEqConstraint } from './LexLessEqConstraint.js';

/**
 * `lexLessEq`: `xs` comes before `ys` in lexicographic order or equals it (MiniZinc `lex_lesseq`).
 * Native: domain consistent when no variable occurs twice (`LexPropagator`). CNF: one "equal so
 * far" boolean per position. No exact-cover form.
 */
export const lexLessEqKind: ConstraintKind<LexLessEqConstraint> = {
  type: 'lexLessEq',
  summary: 'the first sequence comes before the second in lexicographic order, or equals it',
  validate: (c, ctx) => lexProblem(c.xs, c.ys, ctx),
  variables: (c) => [...c.xs, ...c.ys],
  check: (c, values) => lexHolds(c.xs, c.ys, false, values),
  post(c, ctx) {
    ctx.add(new LexPropagator(c.xs, c.ys, false));
  },
  encodeClauses: (c, sink) => encodeLex(c.xs, c.ys, false, sink),
};
