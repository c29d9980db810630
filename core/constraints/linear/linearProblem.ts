import type { ValidationContext } from '../../kinds/ValidationContext.js';
import { LINEAR_OPS } from './LinearConstraint.js';

const OPS: ReadonlySet<string> = new Set(LINEAR_OPS);

/** The fields of a linear sum `Σ coeffs[i]·scope[i] op rhs`, as `linear` and `reifiedLinear` hold them. */
export interface LinearData {
  /** Variable indices. */
  readonly scope: readonly number[];
  /** Coefficients. */
  readonly coeffs: readonly number[];
  /** Comparison. */
  readonly op: string;
  /** Right-hand side. */
  readonly rhs: number;
}

/**
 * The problem with a linear sum's data (bad scope, unknown operator, coefficients that do not
 * match the scope or are not integers, a non-integer right-hand side), or `null`.
 */
export function linearProblem(c: LinearData, ctx: ValidationContext): string | null {
  const p = ctx.scopeProblem(c.scope);
  if (p !== null) return p;
  if (!OPS.has(c.op)) return `unknown operator '${String(c.op)}'`;
  if (!Array.isArray(c.coeffs)) return 'coefficients must be an array';
  if (c.coeffs.length !== c.scope.length)
    return `${c.coeffs.length} coefficients for ${c.scope.length} variables`;
  for (const a of c.coeffs) {
    if (!Number.isSafeInteger(a)) return `coefficient must be an integer, got ${a}`;
  }
  if (!Number.isSafeInteger(c.rhs)) return `right-hand side must be an integer, got ${c.rhs}`;
  return null;
}
