import type { ValidationContext } from '../kinds/ValidationContext.js';

/**
 * The problem with `increasing` / `decreasing` data: a scope that is not a list of variables
 * (empty and repeats allowed), or a `strict` flag that is not a boolean.
 */
export function orderedProblem(scope: unknown, strict: unknown, ctx: ValidationContext): string | null {
  if (strict !== undefined && typeof strict !== 'boolean') {
    return `strict must be true or false, got ${String(strict)}`;
  }
  return ctx.scopeProblem(scope, { allowEmpty: true, allowRepeats: true });
}
