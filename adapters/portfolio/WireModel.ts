import type { ConstraintSpec } from '../../core/model/ConstraintSpec.js';
import { Model } from '../../core/model/Model.js';
import type { Objective } from '../../core/model/Objective.js';
import type { VariableSpec } from '../../core/model/VariableSpec.js';

/**
 * A model as plain data, for a worker thread (structured clone): its variables, constraints and
 * objective. Only built-in kinds travel: the worker rebuilds the model over `BUILTIN_KINDS`.
 */
export interface WireModel {
  /** The variables (name and domain). */
  readonly variables: readonly VariableSpec[];
  /** The constraints, as added. */
  readonly constraints: readonly ConstraintSpec[];
  /** The objective, if any. */
  readonly objective?: Objective;
}

/** `model` as plain data (nothing is copied here: the message port clones it). */
export function toWireModel(model: Model): WireModel {
  const objective = model.objective;
  return objective === undefined
    ? { variables: model.variables, constraints: model.constraints }
    : { variables: model.variables, constraints: model.constraints, objective };
}

/** Rebuilds a model from {@link toWireModel}'s data (each constraint validated again). */
export function fromWireModel(wire: WireModel): Model {
  const model = new Model();
  for (const v of wire.variables) model.intVar(v.name, v.domain);
  model.addAll(wire.constraints);
  if (wire.objective !== undefined) model.setObjective(wire.objective);
  return model;
}
