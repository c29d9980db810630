import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import { describeConstraint } from '../model/ConstraintSpec.js';
import type { Model } from '../model/Model.js';
import type { ConstraintKind } from './ConstraintKind.js';
import type { KindRegistry } from './KindRegistry.js';

/**
 * The common part of every backend's `supports(model)`: each constraint's kind is looked up (the
 * backend's own registry first, then the model's), and `problem` says what the backend lacks for
 * it (`null` when it can express it). Returns one line per unsupported constraint; unknown kinds are
 * named with the kinds that are known.
 */
export function reportSupport(
  model: Model,
  own: KindRegistry | undefined,
  problem: (kind: ConstraintKind, c: ConstraintSpec, index: number) => string | null,
): string[] {
  const unsupported: string[] = [];
  const cs = model.constraints;
  let lastType = '';
  let lastKind: ConstraintKind | undefined;
  for (let i = 0; i < cs.length; i++) {
    const c = cs[i]!;
    // Models hold long runs of one kind (27 houses of a sudoku): look the kind up once per run.
    const kind = c.type === lastType && lastKind ? lastKind : (own?.find(c.type) ?? model.kinds.find(c.type));
    lastType = c.type;
    lastKind = kind;
    if (kind === undefined) {
      const known = new Set([...(own?.types() ?? []), ...model.kinds.types()]);
      unsupported.push(
        `${describeConstraint(c, i)}: unknown constraint kind '${c.type}' (known: ${[...known].join(', ')})`,
      );
      continue;
    }
    const p = problem(kind, c, i);
    if (p !== null) unsupported.push(`${describeConstraint(c, i)}: ${p}`);
  }
  return unsupported;
}
