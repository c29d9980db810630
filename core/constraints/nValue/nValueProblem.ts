import type { ValidationContext } from '../../kinds/ValidationContext.js';
import type { NValueConstraint } from './NValueConstraint.js';

/**
 * The problem with `nValue` data: a count variable or scope that is not made of variables, or a
 * count variable none of whose values can be a number of distinct values of the scope (1 to the
 * number of distinct variables, 0 for an empty scope): a model mistake worth naming before search.
 */
export function nValueProblem(c: NValueConstraint, ctx: ValidationContext): string | null {
  const p = ctx.variableProblem(c.n);
  if (p !== null) return `n: ${p}`;
  const q = ctx.scopeProblem(c.scope, { allowEmpty: true, allowRepeats: true });
  if (q !== null) return q;
  const distinct = new Set(c.scope).size;
  const lo = Math.min(1, distinct);
  const d = ctx.domain(c.n);
  const hit = d.values ? d.values.some((v) => v >= lo && v <= distinct) : d.min <= distinct && d.max >= lo;
  if (hit) return null;
  return (
    `count variable '${ctx.variableName(c.n)}' has domain ${d.min}..${d.max}, but ${distinct} ` +
    `variable(s) take between ${lo} and ${distinct} distinct values`
  );
}
