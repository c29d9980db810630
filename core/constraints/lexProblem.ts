import type { ValidationContext } from '../kinds/ValidationContext.js';

/**
 * The problem with `lexLess` / `lexLessEq` data: either side not a list of variables (empty and
 * repeats allowed), or sides of different lengths (the order compares position by position).
 */
export function lexProblem(xs: unknown, ys: unknown, ctx: ValidationContext): string | null {
  const p = ctx.scopeProblem(xs, { allowEmpty: true, allowRepeats: true });
  if (p !== null) return `xs: ${p}`;
  const q = ctx.scopeProblem(ys, { allowEmpty: true, allowRepeats: true });
  if (q !== null) return `ys: ${q}`;
  const a = (xs as readonly number[]).length;
  const b = (ys as readonly number[]).length;
  if (a !== b)
    return `xs has ${a} variable(s) but ys has ${b}: the sequences compared must have the same length`;
  return null;
}
