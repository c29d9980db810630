import type { LinearConstraint } from '../constraints/linear/LinearConstraint.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import type { Model } from '../model/Model.js';
import { modelWithoutObjective } from '../model/modelWithoutObjective.js';

/**
 * A copy of `model` without its objective, where the objective must do better than `value`:
 * `Σ coeffs·x ≤ value − 1` to minimise, `≥ value + 1` to maximise (a `linear` constraint named
 * `objective bound`). Variables (names, domains) and constraints are shared with `model`; the
 * copy's constraint list is its own.
 */
export function withObjectiveBound(model: Model, value: number): Model {
  const goal = model.objective;
  if (goal === undefined) throw new InvalidModelError('withObjectiveBound: the model has no objective');
  const copy = modelWithoutObjective(model);
  const bound: LinearConstraint =
    goal.sense === 'minimize'
      ? { type: 'linear', scope: [...goal.scope], coeffs: [...goal.coeffs], op: '<=', rhs: value - 1 }
      : { type: 'linear', scope: [...goal.scope], coeffs: [...goal.coeffs], op: '>=', rhs: value + 1 };
  copy.add({ ...bound, name: 'objective bound' });
  return copy;
}
