import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { AmongPropagator } from '../../propagators/AmongPropagator.js';
import type { CountConstraint } from './CountConstraint.js';
import { countHolds, countTargetProblem, countVariables } from './CountTarget.js';
import { encodeCounted } from './encodeCounted.js';

/**
 * `count`: the number of variables equal to `value`, compared with a variable or a constant
 * (MiniZinc `count_eq` … `count_neq`; `atleast`/`atmost` through `atLeast`/`atMost`). Native:
 * domain consistent when the variables are distinct (`AmongPropagator`). CNF: a sequential
 * counter over the value's literals. No exact cover.
 */
export const countKind: ConstraintKind<CountConstraint> = {
  type: 'count',
  summary: 'the number of variables equal to value compares by op with a variable or a constant',
  validate(c, ctx) {
    return (
      ctx.scopeProblem(c.scope, { allowEmpty: true, allowRepeats: true }) ??
      ctx.integerProblem(c.value, 'value') ??
      countTargetProblem(c, ctx)
    );
  },
  variables: (c) => countVariables(c.scope, c),
  check(c, values) {
    let k = 0;
    for (const x of c.scope) if (values[x] === c.value) k++;
    return countHolds(c, k, values);
  },
  post(c, ctx) {
    ctx.add(new AmongPropagator(Int32Array.from(c.scope), [c.value], c.op, c.count ?? -1, c.limit ?? 0));
  },
  encodeClauses(c, sink) {
    encodeCounted(sink, c.scope, new Set([c.value]), c);
  },
};
