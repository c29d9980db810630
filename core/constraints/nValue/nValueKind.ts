import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { NValuePropagator } from '../../propagators/NValuePropagator.js';
import { encodeNValue } from './encodeNValue.js';
import type { NValueConstraint } from './NValueConstraint.js';
import { nValueProblem } from './nValueProblem.js';

/**
 * `nValue`: `n` is the number of distinct values among the variables (MiniZinc `nvalue`). Native:
 * bounds reasoning (`NValuePropagator`: fixed values and disjoint domains from below, the union of
 * the domains from above, two saturation rules on the variables), exact once they are fixed; not
 * domain consistent. CNF: one "value used" boolean per value and a unary counter. No exact-cover form.
 */
export const nValueKind: ConstraintKind<NValueConstraint> = {
  type: 'nValue',
  summary: 'n is the number of distinct values taken by the variables',
  validate: nValueProblem,
  variables: (c) => [c.n, ...c.scope],
  check(c, values) {
    const seen = new Set<number>();
    for (const x of c.scope) seen.add(values[x]!);
    return values[c.n] === seen.size;
  },
  post(c, ctx) {
    ctx.add(new NValuePropagator(c.n, c.scope));
  },
  encodeClauses: encodeNValue,
};
