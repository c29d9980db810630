import type { ValidationContext } from '../../kinds/ValidationContext.js';

/**
 * The problem with a counting constraint's variables and counted values (`among`,
 * `globalCardinality`): a bad scope (empty and repeated variables are allowed), or values that
 * are not an array of distinct integers. `null` when both are fine.
 */
export function countedValuesProblem(scope: unknown, values: unknown, ctx: ValidationContext): string | null {
  const p = ctx.scopeProblem(scope, { allowEmpty: true, allowRepeats: true });
  if (p !== null) return p;
  if (!Array.isArray(values)) return 'values must be an array of integers';
  const seen = new Set<unknown>();
  for (const w of values as unknown[]) {
    const q = ctx.integerProblem(w, 'value');
    if (q !== null) return q;
    if (seen.has(w)) return `value ${String(w)} appears twice in values`;
    seen.add(w);
  }
  return null;
}
