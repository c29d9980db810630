import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { IncreasingPropagator } from '../../propagators/IncreasingPropagator.js';
import { encodeOrdered } from '../encodeOrdered.js';
import { inOrder } from '../inOrder.js';
import { orderedProblem } from '../orderedProblem.js';
import type { IncreasingConstraint } from './IncreasingConstraint.js';

/**
 * `increasing`: the sequence never goes down, or always goes up with `strict` (MiniZinc
 * `increasing`, `strictly_increasing`). Native: domain consistent on distinct variables
 * (`IncreasingPropagator`). CNF: each consecutive pair as a support-encoded `≤` / `<`. No
 * exact-cover form.
 */
export const increasingKind: ConstraintKind<IncreasingConstraint> = {
  type: 'increasing',
  summary: 'the variables, in order, never go down (always go up when strict)',
  validate: (c, ctx) => orderedProblem(c.scope, c.strict, ctx),
  variables: (c) => c.scope,
  check: (c, values) => inOrder(c.scope, c.strict === true, 1, values),
  post(c, ctx) {
    ctx.add(new IncreasingPropagator(c.scope, c.strict === true));
  },
  encodeClauses: (c, sink) => encodeOrdered(c.scope, c.strict === true, sink),
};
