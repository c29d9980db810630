import type { Constraint } from './Constraint.js';
import { describeConstraint } from './Constraint.js';
import { domainHas } from './Domain.js';
import type { Model } from './Model.js';
import { relationHolds } from './relationHolds.js';

/**
 * Checks a full assignment against every domain and constraint of a model, independently of
 * any backend. Returns one line per violation (empty when the assignment is a solution).
 * Used by tests to check every solution a backend returns.
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
    if (!holds(c, values)) out.push(`${describeConstraint(c, i)} is violated`);
  });
  return out;
}

/** Whether one constraint holds under a full assignment. */
export function holds(c: Constraint, values: ArrayLike<number>): boolean {
  switch (c.type) {
    case 'allDifferent': {
      const seen = new Set<number>();
      for (const v of c.scope) {
        const x = values[v]!;
        if (seen.has(x)) return false;
        seen.add(x);
      }
      return true;
    }
    case 'relation':
      return relationHolds(c.op, values[c.x]!, values[c.y]!, c.k);
    case 'linear': {
      let s = 0;
      for (let i = 0; i < c.scope.length; i++) s += c.coeffs[i]! * values[c.scope[i]!]!;
      switch (c.op) {
        case '=':
          return s === c.rhs;
        case '<=':
          return s <= c.rhs;
        case '>=':
          return s >= c.rhs;
        case '!=':
          return s !== c.rhs;
      }
      return false;
    }
    case 'table':
      return c.tuples.some((t) => t.every((v, i) => values[c.scope[i]!] === v));
  }
}
