import type { LinearConstraint } from '../constraints/linear/LinearConstraint.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { Model } from '../model/Model.js';

/**
 * A copy of `model` without its objective, where the objective must do better than `value`:
 * `Σ coeffs·x ≤ value − 1` to minimise, `≥ value + 1` to maximise (a `linear` constraint named
 * `objective bound`). Variables (names, domains) and constraints are shared with `model`; the
 * copy's constraint list is its own.
 */
export function withObjectiveBound(model: Model, value: number): Model {
  const goal = model.objective;
  if (goal === undefined) throw new InvalidModelError('withObjectiveBound: the model has no objective');
  const copy = new Model({ kinds: model.kinds });
  for (const v of model.variables) copy.intVar(v.name, v.domain);
  copy.addAll(model.constraints);
  const bound: LinearConstraint =
    goal.sense === 'minimize'
      ? { type: 'linear', scope: [...goal.scope], coeffs: [...goal.coeffs], op: '<=', rhs: value - 1 }
      : { type: 'linear', scope: [...goal.scope], coeffs: [...goal.coeffs], op: '>=', rhs: value + 1 };
  copy.add({ ...bound, name: 'objective bound' });
  return copy;
}
