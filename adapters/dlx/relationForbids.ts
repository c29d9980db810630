import type { RelationOp } from '../../core/model/Constraint.js';

/** Whether the relation `op` (with constant `k`) rules out the value pair `x = a, y = b`. */
export function relationForbids(op: RelationOp, k: number, a: number, b: number): boolean {
  switch (op) {
    case 'eq':
      return a !== b + k;
    case 'ne':
      return a === b + k;
    case 'lt':
      return !(a < b + k);
    case 'le':
      return !(a <= b + k);
    case 'gt':
      return !(a > b + k);
    case 'ge':
      return !(a >= b + k);
    case 'absDiffEq':
      return Math.abs(a - b) !== k;
    case 'absDiffNe':
      return Math.abs(a - b) === k;
    case 'absDiffGe':
      return !(Math.abs(a - b) >= k);
    case 'absDiffLe':
      return !(Math.abs(a - b) <= k);
  }
}
