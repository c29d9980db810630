import type { ValidationContext } from '../../kinds/ValidationContext.js';
import { domainValues } from '../../model/Domain.js';

/** The fields `element` and `elementConstant` share. */
export interface ElementIndexData {
  /** The index variable. */
  readonly index: number;
  /** The value variable. */
  readonly value: number;
  /** The index of the first entry. */
  readonly base?: number;
}

/**
 * The problem with an element constraint's index, value and base given an array of `n` entries:
 * an unknown variable, an empty array, a non-integer base, or an index none of whose values
 * addresses the array (out-of-range values are pruned; an index with no value in range is a
 * modelling error, usually a base of 0 against 1-based indices, and is refused before search).
 */
export function elementIndexProblem(c: ElementIndexData, n: number, ctx: ValidationContext): string | null {
  const p = ctx.variableProblem(c.index) ?? ctx.variableProblem(c.value);
  if (p !== null) return p;
  const base = c.base ?? 0;
  const bp = ctx.integerProblem(base, 'base');
  if (bp !== null) return bp;
  if (n === 0) return 'empty array: the index can address nothing';
  const d = ctx.domain(c.index);
  const last = base + n - 1;
  const hit = d.values ? d.values.some((v) => v >= base && v <= last) : d.max >= base && d.min <= last;
  if (!hit) {
    const shown = d.values ? `{${domainValues(d).join(',')}}` : `${d.min}..${d.max}`;
    return `index '${ctx.variableName(c.index)}' (domain ${shown}) never addresses the array (indices ${base}..${last})`;
  }
  return null;
}
