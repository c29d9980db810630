import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { AmongPropagator } from '../../propagators/AmongPropagator.js';
import { countHolds, countTargetProblem, countVariables } from '../count/CountTarget.js';
import { countedValuesProblem } from '../count/countedValuesProblem.js';
import { encodeCounted } from '../count/encodeCounted.js';
import type { AmongConstraint } from './AmongConstraint.js';

/**
 * `among`: the number of variables taking a value in a set, compared with a variable or a
 * constant (MiniZinc `among`). Native: domain consistent when the variables are distinct
 * (`AmongPropagator`). CNF: membership literals and a sequential counter. No exact cover.
 */
export const amongKind: ConstraintKind<AmongConstraint> = {
  type: 'among',
  summary: 'the number of variables taking a value in values compares by op with a variable or a constant',
  validate(c, ctx) {
    const p = countedValuesProblem(c.scope, c.values, ctx);
    if (p !== null) return p;
    return countTargetProblem(c, ctx);
  },
  variables: (c) => countVariables(c.scope, c),
  check(c, values) {
    let k = 0;
    for (const x of c.scope) if (c.values.includes(values[x]!)) k++;
    return countHolds(c, k, values);
  },
  post(c, ctx) {
    ctx.add(new AmongPropagator(Int32Array.from(c.scope), c.values, c.op, c.count ?? -1, c.limit ?? 0));
  },
  encodeClauses(c, sink) {
    encodeCounted(sink, c.scope, new Set(c.values), c);
  },
};
