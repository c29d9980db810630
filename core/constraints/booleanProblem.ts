import type { ValidationContext } from '../kinds/ValidationContext.js';

/**
 * The problem with a variable that must be boolean (a 0/1 variable, as `Model.boolVar` declares):
 * not a declared variable, or a domain with a value other than 0 and 1. `role` names it in the
 * message (`b`, `literal`).
 */
export function booleanProblem(ctx: ValidationContext, v: unknown, role: string): string | null {
  const p = ctx.variableProblem(v);
  if (p !== null) return `${role}: ${p}`;
  const d = ctx.domain(v as number);
  if (d.min < 0 || d.max > 1) {
    return `${role} '${ctx.variableName(v as number)}' must be a 0/1 variable, its domain is ${d.min}..${d.max}`;
  }
  return null;
}
