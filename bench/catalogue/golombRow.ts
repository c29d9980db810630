import { inputOrder } from '../../core/index.js';
import { buildGolombRulerModel } from '../../models/index.js';
import type { CatalogueRow } from './CatalogueRow.js';

/** Known shortest Golomb rulers by number of marks (OEIS A003022). */
const OPTIMA: Readonly<Record<number, number>> = { 6: 17, 7: 25, 8: 34 };

/**
 * Optimisation rather than a kind: `Model.minimize` (branch and bound on native) on Golomb rulers,
 * the classic CP benchmark, proved optimal by both solvers. Both models are the same: marks in
 * increasing order, distances as variables in one all-different, each distance at least the sum of
 * the smallest ones it spans, the mirror image excluded, marks branched on in order.
 */
export const golombRow: CatalogueRow = {
  kind: 'minimize',
  minizinc: 'solve minimize',
  problem: 'Golomb rulers, proved shortest',
  instances: () =>
    [6, 7, 8].map((n) => {
      const { model } = buildGolombRulerModel(n);
      const mzn = `include "all_different.mzn";
int: n = ${n};
int: m = n * n;
array[1..n] of var 0..m: mark;
array[1..n, 1..n] of var 0..m: d;
constraint mark[1] = 0;
constraint forall(i in 1..n-1) (mark[i] < mark[i+1]);
constraint forall(i, j in 1..n where i < j) (d[i,j] = mark[j] - mark[i] /\\ d[i,j] >= (j-i)*(j-i+1) div 2);
constraint forall(i, j in 1..n where i >= j) (d[i,j] = 0);
constraint all_different([d[i,j] | i, j in 1..n where i < j]);
constraint d[1,2] < d[n-1,n];
solve :: int_search(mark, input_order, indomain_min) minimize mark[n];
output [show(mark)];
`;
      return {
        label: `golomb ${n} marks`,
        model,
        mzn,
        goal: 'optimize' as const,
        options: { variableOrder: inputOrder },
        expected: OPTIMA[n]!,
      };
    }),
};
