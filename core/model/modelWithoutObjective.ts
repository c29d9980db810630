import { Model } from './Model.js';

/**
 * A copy of `model` with the same variables (names, domains), constraints and kind registry, and no
 * objective: to count or enumerate the solutions of an optimisation model, or to add constraints to
 * a copy. The copy's constraint list is its own; the constraint data is shared (it is plain data).
 * Search priorities are copied too.
 */
export function modelWithoutObjective(model: Model): Model {
  const copy = new Model({ kinds: model.kinds });
  for (const v of model.variables) copy.intVar(v.name, v.domain);
  copy.addAll(model.constraints);
  for (const [v, level] of model.searchPriorities) copy.searchPriority([copy.varAt(v)], level);
  return copy;
}
