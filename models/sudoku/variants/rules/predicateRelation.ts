import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';

const tupleCache = new Map<string, number[][]>();

/**
 * The tuples of digits `1..n` (one per cell, `arity` cells) that `holds` accepts, enumerated once per
 * `key` and shared between builds (the tables of a global rule repeat thousands of times).
 */
export function tuplesOf(
  key: string,
  n: number,
  arity: number,
  holds: (values: number[]) => boolean,
): number[][] {
  const cacheKey = `${key} ${n} ${arity}`;
  let t = tupleCache.get(cacheKey);
  if (t !== undefined) return t;
  t = [];
  const values = new Array<number>(arity).fill(1);
  for (;;) {
    if (holds(values)) t.push(values.slice());
    let i = arity - 1;
    while (i >= 0 && values[i] === n) values[i--] = 1;
    if (i < 0) break;
    values[i]!++;
  }
  tupleCache.set(cacheKey, t);
  return t;
}

/**
 * A rule over a few cells given by a test on their digits, posted as one `table` of every tuple of
 * `1..n` the test accepts: generalised arc consistency on the cells, on every backend that takes tables.
 * `key` names the test for the shared tuple cache (same key, same test).
 */
export function predicateRelation(
  key: string,
  text: string,
  n: number,
  holds: (values: readonly number[]) => boolean,
): CellRelation {
  return {
    text,
    holds,
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      model.table(vars, tuplesOf(key, n, vars.length, holds), name);
    },
  };
}
