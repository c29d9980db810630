import type { RelationOp } from './RelationConstraint.js';

/**
 * Whether `x op y + k` holds (or `|x − y| op k` for the `absDiff*` operators): the one
 * definition of the relation operators, shared by the checker, the propagator's support
 * tables and the backends' encoders so they can never disagree.
 */
export function relationHolds(op: RelationOp, x: number, y: number, k: number): boolean {
  switch (op) {
    case 'eq':
      return x === y + k;
    case 'ne':
      return x !== y + k;
    case 'lt':
      return x < y + k;
    case 'le':
      return x <= y + k;
    case 'gt':
      return x > y + k;
    case 'ge':
      return x >= y + k;
    case 'absDiffEq':
      return Math.abs(x - y) === k;
    case 'absDiffNe':
      return Math.abs(x - y) !== k;
    case 'absDiffGe':
      return Math.abs(x - y) >= k;
    case 'absDiffLe':
      return Math.abs(x - y) <= k;
  }
  return false;
}
