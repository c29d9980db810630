import type { ValidationContext } from '../../kinds/ValidationContext.js';
import { LINEAR_OPS, type LinearOp } from '../linear/LinearConstraint.js';

const OPS: ReadonlySet<string> = new Set(LINEAR_OPS);

/**
 * The right-hand side of a count (`count`, `among`): `count op n` where `n` is a variable
 * (`count`, its index) or a constant (`limit`); exactly one of the two is given.
 */
export interface CountTarget {
  /** Comparison of the count with its right-hand side. */
  readonly op: LinearOp;
  /** The variable the count is compared with (index). */
  readonly count?: number;
  /** The constant the count is compared with. */
  readonly limit?: number;
}

/** The problem with a count's right-hand side: an unknown operator, neither or both of `count` and `limit`. */
export function countTargetProblem(c: CountTarget, ctx: ValidationContext): string | null {
  if (!OPS.has(c.op)) return `unknown operator '${String(c.op)}' (expected one of ${LINEAR_OPS.join(' ')})`;
  const hasVar = c.count !== undefined;
  const hasConst = c.limit !== undefined;
  if (hasVar === hasConst) return 'give exactly one of count (a variable) and limit (a constant)';
  return hasVar ? ctx.variableProblem(c.count) : ctx.integerProblem(c.limit, 'limit');
}

/** Whether `k op target` holds for a count `k` under `values`. */
export function countHolds(c: CountTarget, k: number, values: ArrayLike<number>): boolean {
  const n = c.count !== undefined ? values[c.count]! : c.limit!;
  switch (c.op) {
    case '=':
      return k === n;
    case '<=':
      return k <= n;
    case '>=':
      return k >= n;
    default:
      return k !== n;
  }
}

/** The count variable, if any, for the scope of a counting kind. */
export function countVariables(scope: readonly number[], c: CountTarget): readonly number[] {
  return c.count === undefined || scope.includes(c.count) ? scope : [...scope, c.count];
}
