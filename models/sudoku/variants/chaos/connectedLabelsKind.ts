import type { ConstraintKind } from '../../../../core/kinds/ConstraintKind.js';
import type { ConnectedLabelsConstraint } from './ConnectedLabelsConstraint.js';
import { ConnectedLabelsPropagator } from './ConnectedLabelsPropagator.js';
import { labelsConnected } from './labelsConnected.js';

/**
 * `connectedLabels` as a plug-in kind (see {@link ConnectedLabelsConstraint}): a checker and a native
 * propagator; no CNF or exact-cover form, so `sat` and `dlx` name it as unsupported.
 */
export const connectedLabelsKind: ConstraintKind<ConnectedLabelsConstraint> = {
  type: 'connectedLabels',
  summary: 'the positions holding each label form one connected piece of the given graph',
  validate(c, ctx) {
    const p = ctx.scopeProblem(c.scope);
    if (p !== null) return p;
    if (!Array.isArray(c.neighbours) || c.neighbours.length !== c.scope.length)
      return `'neighbours' must list the neighbours of each of the ${c.scope.length} positions`;
    for (let i = 0; i < c.neighbours.length; i++) {
      for (const q of c.neighbours[i]!) {
        if (!Number.isInteger(q) || q < 0 || q >= c.scope.length || q === i)
          return `position ${i}: neighbour ${q} is not another position`;
        if (!c.neighbours[q]!.includes(i)) return `positions ${i} and ${q}: neighbours must be symmetric`;
      }
    }
    return null;
  },
  variables: (c) => c.scope,
  check: (c, values) => labelsConnected(c.scope.length, (p) => values[c.scope[p]!]!, c.neighbours),
  post(c, ctx) {
    ctx.add(new ConnectedLabelsPropagator(Int32Array.from(c.scope), c.neighbours));
  },
};
