import type { ValidationContext } from '../../kinds/ValidationContext.js';
import { countedValuesProblem } from '../count/countedValuesProblem.js';
import type { GlobalCardinalityConstraint } from './GlobalCardinalityConstraint.js';

/**
 * The problem with a `globalCardinality`'s data: a bad scope, values that are not distinct
 * integers, counts (or bounds) whose number is not the number of values, both or neither of
 * `counts` and `low`/`high`, a bound that is not an integer or a `low` above its `high`.
 */
export function globalCardinalityProblem(
  c: GlobalCardinalityConstraint,
  ctx: ValidationContext,
): string | null {
  const p = countedValuesProblem(c.scope, c.values, ctx);
  if (p !== null) return p;
  const m = c.values.length;
  const hasBounds = c.low !== undefined || c.high !== undefined;
  if ((c.counts !== undefined) === hasBounds)
    return 'give either counts (variables) or low and high (constants)';
  if (c.closed !== undefined && typeof c.closed !== 'boolean') return 'closed must be a boolean';
  if (c.counts !== undefined) {
    if (!Array.isArray(c.counts)) return 'counts must be an array of variables';
    if (c.counts.length !== m) return `${c.counts.length} counts for ${m} values`;
    for (const v of c.counts) {
      const q = ctx.variableProblem(v);
      if (q !== null) return `counts: ${q}`;
    }
    return null;
  }
  if (!Array.isArray(c.low) || !Array.isArray(c.high)) return 'low and high must both be arrays of integers';
  if (c.low.length !== m) return `${c.low.length} lower bounds for ${m} values`;
  if (c.high.length !== m) return `${c.high.length} upper bounds for ${m} values`;
  for (let j = 0; j < m; j++) {
    const q = ctx.integerProblem(c.low[j], 'low') ?? ctx.integerProblem(c.high[j], 'high');
    if (q !== null) return q;
    if (c.low[j]! > c.high[j]!) return `value ${c.values[j]}: low ${c.low[j]} is above high ${c.high[j]}`;
  }
  return null;
}
