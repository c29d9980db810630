import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { AmongPropagator } from '../../propagators/AmongPropagator.js';
import { countHolds, countTargetProblem, countVariables } from '../count/CountTarget.js';
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
    const p = ctx.scopeProblem(c.scope, { allowEmpty: true, allowRepeats: true });
    if (p !== null) return p;
    if (!Array.isArray(c.values)) return 'values must be an array of integers';
    const seen = new Set<number>();
    for (const w of c.values) {
      const q = ctx.integerProblem(w, 'value');
      if (q !== null) return q;
      if (seen.has(w)) return `value ${w} appears twice in values`;
      seen.add(w);
    }
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
