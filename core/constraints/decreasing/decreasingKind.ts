import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { IncreasingPropagator } from '../../propagators/IncreasingPropagator.js';
import { encodeOrdered } from '../encodeOrdered.js';
import { inOrder } from '../inOrder.js';
import { orderedProblem } from '../orderedProblem.js';
import type { DecreasingConstraint } from './DecreasingConstraint.js';

/**
 * `decreasing`: the sequence never goes up, or always goes down with `strict` (MiniZinc
 * `decreasing`, `strictly_decreasing`): `increasing` on the reversed sequence, with the same
 * native propagator (domain consistent on distinct variables) and CNF.
 */
export const decreasingKind: ConstraintKind<DecreasingConstraint> = {
  type: 'decreasing',
  summary: 'the variables, in order, never go up (always go down when strict)',
  validate: (c, ctx) => orderedProblem(c.scope, c.strict, ctx),
  variables: (c) => c.scope,
  check: (c, values) => inOrder(c.scope, c.strict === true, -1, values),
  post(c, ctx) {
    ctx.add(new IncreasingPropagator([...c.scope].reverse(), c.strict === true));
  },
  encodeClauses: (c, sink) => encodeOrdered([...c.scope].reverse(), c.strict === true, sink),
};
