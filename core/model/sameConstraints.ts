import { sameData } from '../constraints/sameData.js';
import type { ConstraintKind } from '../kinds/ConstraintKind.js';
import type { KindRegistry } from '../kinds/KindRegistry.js';
import type { ConstraintSpec } from './ConstraintSpec.js';

/**
 * Whether two constraints are equal as data: same kind, and the kind's `same` (or, for a kind
 * without one, a structural comparison) says so.
 */
export function sameConstraint(a: ConstraintSpec, b: ConstraintSpec, kinds: KindRegistry): boolean {
  if (a === b) return true;
  if (a.type !== b.type) return false;
  const kind = kinds.find(a.type);
  return kind?.same ? kind.same(a, b) : sameData(a, b);
}

/**
 * Whether two constraint lists have the same structure, so whatever a backend compiled for one
 * (an engine, an exact-cover matrix) serves the other once the domains are rewritten.
 */
export function sameConstraints(
  a: readonly ConstraintSpec[],
  b: readonly ConstraintSpec[],
  kinds: KindRegistry,
): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  // Runs before every solve of a batch: the kind is looked up once per run of constraints of one
  // type (a 9×9 sudoku's 27 groups are one lookup, not 27), as `sameConstraint` would find it.
  let type = '';
  let kind: ConstraintKind | undefined;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x === y) continue;
    if (x.type !== y.type) return false;
    if (x.type !== type) {
      type = x.type;
      kind = kinds.find(type);
    }
    if (!(kind?.same ? kind.same(x, y) : sameData(x, y))) return false;
  }
  return true;
}
