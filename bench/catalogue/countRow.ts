import { count, Model } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** Magic sequences (CSPLib 019): s[i] is the number of occurrences of i in s, one `count` per value. */
function magicSequence(n: number): CatalogueInstance {
  const m = new Model();
  const s = m.intVars(n, (i) => `s${i}`, { min: 0, max: n - 1 });
  for (let i = 0; i < n; i++) m.add(count(s, i, '=', s[i]!));
  const mzn = `include "count_eq.mzn";
int: n = ${n};
array[0..n-1] of var 0..n-1: s;
constraint forall(i in 0..n-1) (count_eq(s, i, s[i]));
solve satisfy;
output [show(s)];
`;
  // One magic sequence for every n ≥ 7 (the row's sizes).
  return { label: `magic sequence ${n}`, model: m, mzn, goal: 'all', expected: 1 };
}

/** `count` on magic sequences, every solution (the count variables are the counted variables). */
export const countRow: CatalogueRow = {
  kind: 'count',
  minizinc: 'count_eq',
  problem: 'magic sequences, all solutions',
  instances: () => [magicSequence(10), magicSequence(20), magicSequence(40)],
};
