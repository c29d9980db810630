import type { LinearOp } from '../linear/LinearConstraint.js';

/** The comparison and right-hand side of `¬(s op rhs)` over integers: `s ≤ r` becomes `s ≥ r + 1`. */
export function negateLinear(op: LinearOp, rhs: number): { op: LinearOp; rhs: number } {
  switch (op) {
    case '=':
      return { op: '!=', rhs };
    case '!=':
      return { op: '=', rhs };
    case '<=':
      return { op: '>=', rhs: rhs + 1 };
    case '>=':
      return { op: '<=', rhs: rhs - 1 };
  }
  return { op, rhs };
}
