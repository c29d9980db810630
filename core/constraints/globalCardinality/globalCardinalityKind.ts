import type { ConstraintKind } from '../../kinds/ConstraintKind.js';
import { GlobalCardinalityPropagator } from '../../propagators/GlobalCardinalityPropagator.js';
import { encodeGlobalCardinality } from './encodeGlobalCardinality.js';
import type { GlobalCardinalityConstraint } from './GlobalCardinalityConstraint.js';
import { globalCardinalityProblem } from './globalCardinalityProblem.js';

/**
 * `globalCardinality`: per value, the number of variables taking it is a count variable or lies
 * within bounds (MiniZinc `global_cardinality`, `global_cardinality_low_up`, `_closed`). Native:
 * each value's count domain consistent alone (distinct variables), plus pigeonhole on the counts' sum
 * (`GlobalCardinalityPropagator`; not Régin's flow GCC). CNF: a sequential counter per value.
 */
export const globalCardinalityKind: ConstraintKind<GlobalCardinalityConstraint> = {
  type: 'globalCardinality',
  summary: 'per value, the number of variables taking it is a count variable or within low..high',
  validate: globalCardinalityProblem,
  variables: (c) => (c.counts === undefined ? c.scope : [...new Set([...c.scope, ...c.counts])]),
  check(c, values) {
    const set = new Set(c.values);
    for (let j = 0; j < c.values.length; j++) {
      let k = 0;
      for (const x of c.scope) if (values[x] === c.values[j]) k++;
      if (c.counts !== undefined ? k !== values[c.counts[j]!] : k < c.low![j]! || k > c.high![j]!)
        return false;
    }
    return !c.closed || c.scope.every((x) => set.has(values[x]!));
  },
  post(c, ctx) {
    ctx.add(
      new GlobalCardinalityPropagator(
        Int32Array.from(c.scope),
        c.values,
        c.counts === undefined ? null : Int32Array.from(c.counts),
        c.low ?? [],
        c.high ?? [],
        c.closed === true,
      ),
    );
  },
  encodeClauses: encodeGlobalCardinality,
};
