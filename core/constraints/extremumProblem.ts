import type { ValidationContext } from '../kinds/ValidationContext.js';

/**
 * The problem with the data of `minimum` / `maximum` (`what` names the operation in the message):
 * a result variable that is not a variable, a scope that is not a non-empty list of variables
 * (the extremum of nothing is undefined). Repeats, and `m` inside the scope, are allowed.
 */
export function extremumProblem(
  m: unknown,
  scope: unknown,
  what: 'min' | 'max',
  ctx: ValidationContext,
): string | null {
  const p = ctx.variableProblem(m);
  if (p !== null) return `m: ${p}`;
  if (Array.isArray(scope) && scope.length === 0) {
    return `needs at least one variable (${what} of an empty list is undefined)`;
  }
  return ctx.scopeProblem(scope, { allowRepeats: true });
}
