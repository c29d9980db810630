import { InvalidModelError } from '../../errors/InvalidModelError.js';
import { IntVar } from '../../model/IntVar.js';
import { handleIndices } from '../handleIndices.js';
import type { GlobalCardinalityConstraint } from './GlobalCardinalityConstraint.js';

/**
 * For each `values[j]`, exactly `counts[j]` of `xs` equal it, `counts` being variables or
 * constants (see {@link GlobalCardinalityConstraint}): `m.add(globalCardinality(day, [1, 2, 3],
 * [early, late, night]))`. With `closed`, every variable takes one of `values`.
 */
export function globalCardinality(
  xs: readonly IntVar[],
  values: readonly number[],
  counts: readonly IntVar[] | readonly number[],
  closed = false,
  name?: string,
): GlobalCardinalityConstraint {
  if (!Array.isArray(counts)) throw new InvalidModelError('globalCardinality: counts must be an array');
  const scope = handleIndices(xs, 'globalCardinality');
  const vals = Array.isArray(values) ? [...values] : values;
  let c: GlobalCardinalityConstraint;
  if (counts.length > 0 && counts.every((k) => typeof k === 'number')) {
    const fixed = [...(counts as readonly number[])];
    c = { type: 'globalCardinality', scope, values: vals, low: fixed, high: fixed, closed };
  } else {
    if (counts.some((k) => !IntVar.is(k))) {
      throw new InvalidModelError('globalCardinality: counts mix variables and constants');
    }
    c = {
      type: 'globalCardinality',
      scope,
      values: vals,
      counts: handleIndices(counts as readonly IntVar[], 'globalCardinality'),
      closed,
    };
  }
  return name === undefined ? c : { ...c, name };
}

/**
 * For each `values[j]`, between `low[j]` and `high[j]` of `xs` equal it (MiniZinc
 * `global_cardinality_low_up`; with `closed`, `global_cardinality_low_up_closed`).
 */
export function globalCardinalityBounds(
  xs: readonly IntVar[],
  values: readonly number[],
  low: readonly number[],
  high: readonly number[],
  closed = false,
  name?: string,
): GlobalCardinalityConstraint {
  const c: GlobalCardinalityConstraint = {
    type: 'globalCardinality',
    scope: handleIndices(xs, 'globalCardinality'),
    values: Array.isArray(values) ? [...values] : values,
    low: Array.isArray(low) ? [...low] : low,
    high: Array.isArray(high) ? [...high] : high,
    closed,
  };
  return name === undefined ? c : { ...c, name };
}
