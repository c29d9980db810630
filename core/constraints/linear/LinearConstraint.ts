import type { ConstraintSpec } from '../../model/ConstraintSpec.js';

/** Comparison operators of a linear constraint. */
export type LinearOp = '=' | '<=' | '>=' | '!=';

/** Every linear comparison operator. */
export const LINEAR_OPS: readonly LinearOp[] = ['=', '<=', '>=', '!='];

/** `Σ coeffs[i] · scope[i]  op  rhs` (MiniZinc `int_lin_eq`, `int_lin_le`, `int_lin_ne`). */
export interface LinearConstraint extends ConstraintSpec {
  /** Tag. */
  readonly type: 'linear';
  /** Variable indices; a variable may appear once. */
  readonly scope: readonly number[];
  /** Integer coefficients, same length as `scope`. */
  readonly coeffs: readonly number[];
  /** Comparison. */
  readonly op: LinearOp;
  /** Right-hand side constant. */
  readonly rhs: number;
}

/** Whether `s op rhs` holds. */
export function linearAccepts(op: LinearOp, s: number, rhs: number): boolean {
  switch (op) {
    case '=':
      return s === rhs;
    case '<=':
      return s <= rhs;
    case '>=':
      return s >= rhs;
    case '!=':
      return s !== rhs;
  }
  return false;
}
