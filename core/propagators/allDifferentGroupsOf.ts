import type { AllDifferentConstraint } from '../constraints/allDifferent/AllDifferentConstraint.js';
import type { Constraint } from '../model/ConstraintSpec.js';

/** Variable → the indices of the `allDifferent` constraints holding it (for the sum analyses). */
export function allDifferentGroupsOf(constraints: readonly Constraint[]): Map<number, number[]> {
  const map = new Map<number, number[]>();
  constraints.forEach((c, g) => {
    if (c.type !== 'allDifferent') return;
    for (const v of (c as AllDifferentConstraint).scope) {
      const list = map.get(v);
      if (list === undefined) map.set(v, [g]);
      else list.push(g);
    }
  });
  return map;
}
