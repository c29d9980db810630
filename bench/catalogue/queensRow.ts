import { Model } from '../../core/index.js';
import type { CatalogueRow } from './CatalogueRow.js';

/** The exemplar row: `allDifferent` (three per board) on n-queens, every solution. */
export const queensRow: CatalogueRow = {
  kind: 'allDifferent',
  minizinc: 'all_different',
  problem: 'n-queens, all solutions',
  instances: () =>
    [8, 10].map((n) => {
      const m = new Model();
      const q = m.intVars(n, (i) => `q${i + 1}`, { min: 1, max: n });
      m.allDifferent(q);
      for (let i = 0; i < n; i++) {
        for (let j = i + 1; j < n; j++) m.relation('absDiffNe', q[i]!, q[j]!, j - i);
      }
      const mzn = `include "all_different.mzn";
int: n = ${n};
array[1..n] of var 1..n: q;
constraint all_different(q);
constraint all_different([q[i] + i | i in 1..n]);
constraint all_different([q[i] - i | i in 1..n]);
solve satisfy;
output [show(q)];
`;
      return { label: `${n} queens`, model: m, mzn, goal: 'all' as const, expected: n === 8 ? 92 : 724 };
    }),
};
