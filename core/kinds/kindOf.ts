import { UnknownKindError } from '../errors/UnknownKindError.js';
import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import type { Model } from '../model/Model.js';
import type { ConstraintKind } from './ConstraintKind.js';
import type { KindRegistry } from './KindRegistry.js';

/**
 * The kind of constraint `c` as a backend sees it: from the backend's own registry when it has
 * one and knows the type (so a backend can be given parts the model's kind lacks, such as an
 * encoder), else from the model's registry. Throws `UnknownKindError` when neither knows it.
 */
export function kindOf(model: Model, c: ConstraintSpec, own?: KindRegistry): ConstraintKind {
  const k = own?.find(c.type) ?? model.kinds.find(c.type);
  if (k === undefined) {
    const known = new Set([...(own?.types() ?? []), ...model.kinds.types()]);
    throw new UnknownKindError(c.type, [...known]);
  }
  return k;
}

/** The constraints of one kind in a model (see {@link constraintsByKind}). */
export interface KindGroup {
  /** Their indices in the model, ascending. */
  readonly indices: number[];
  /** The constraints, in model order. */
  readonly constraints: ConstraintSpec[];
}

/** The model's constraints grouped by kind, kinds in order of first appearance, constraints in model order. */
export function constraintsByKind(model: Model, own?: KindRegistry): Map<ConstraintKind, KindGroup> {
  const out = new Map<ConstraintKind, KindGroup>();
  const cs = model.constraints;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    const k = kindOf(model, c, own);
    let e = out.get(k);
    if (e === undefined) {
      e = { indices: [], constraints: [] };
      out.set(k, e);
    }
    e.indices.push(i);
    e.constraints.push(c);
  }
  return out;
}
