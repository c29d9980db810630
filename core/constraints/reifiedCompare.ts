import type { ValidationContext } from '../kinds/ValidationContext.js';
import { booleanProblem } from './booleanProblem.js';
import { type ReifyMode, reifyModeProblem } from './ReifyMode.js';

/** The data of a reified comparison of one variable with a constant (`reifiedEqual`, `reifiedLessEqual`). */
export interface ReifiedCompare {
  readonly b: number;
  readonly x: number;
  readonly value: number;
  readonly mode?: ReifyMode;
}

/**
 * The problem with a reified comparison: `b` not a 0/1 variable, `x` unknown or the same variable
 * as `b`, a non-integer constant, an unknown mode.
 */
export function reifiedCompareProblem(c: ReifiedCompare, ctx: ValidationContext): string | null {
  const p = booleanProblem(ctx, c.b, 'b') ?? ctx.variableProblem(c.x);
  if (p !== null) return p;
  if (c.b === c.x) return 'b and x are the same variable';
  return ctx.integerProblem(c.value, 'value') ?? reifyModeProblem(c.mode);
}

/** Whether two reified comparisons are the same data (an absent mode is `iff`). */
export function sameReifiedCompare(a: ReifiedCompare, b: ReifiedCompare): boolean {
  return a.b === b.b && a.x === b.x && a.value === b.value && (a.mode ?? 'iff') === (b.mode ?? 'iff');
}
