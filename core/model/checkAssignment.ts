import type { KindRegistry } from '../kinds/KindRegistry.js';
import type { ConstraintSpec } from './ConstraintSpec.js';
import { describeConstraint } from './ConstraintSpec.js';
import { domainHas } from './Domain.js';
import type { Model } from './Model.js';

/**
 * Checks a full assignment against every domain and constraint of a model, independently of
 * any backend: each constraint by its kind's `check`. Returns one line per violation (empty when
 * the assignment is a solution). Used by tests to check every solution a backend returns.
 */
export function checkAssignment(model: Model, values: ArrayLike<number>): string[] {
  const out: string[] = [];
  if (values.length !== model.variables.length) {
    return [`assignment has ${values.length} values for ${model.variables.length} variables`];
  }
  model.variables.forEach((spec, i) => {
    if (!domainHas(spec.domain, values[i]!)) out.push(`${spec.name} = ${values[i]} is outside its domain`);
  });
  model.constraints.forEach((c, i) => {
    if (!holds(c, values, model.kinds)) out.push(`${describeConstraint(c, i)} is violated`);
  });
  return out;
}

/** Whether one constraint holds under a full assignment (its kind looked up in `kinds`). */
export function holds(c: ConstraintSpec, values: ArrayLike<number>, kinds: KindRegistry): boolean {
  return kinds.get(c.type).check(c, values);
}
