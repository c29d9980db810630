import { Model, minimum, Random } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * Bottleneck assignment: `n` workers to `n` jobs (one each, `allDifferent`), worker `i` on job `j`
 * yields a random `profit[i][j]` in 1..40 (a two-column `table`); the smallest yield is the
 * `minimum` of the workers' yields, maximised.
 */
function bottleneck(n: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const profit = Array.from({ length: n }, () => Array.from({ length: n }, () => 1 + rnd.below(40)));
  const m = new Model();
  const job = m.intVars(n, (i) => `job${i}`, { min: 1, max: n });
  m.allDifferent(job);
  const got = profit.map((row, i) => {
    const p = m.intVar(`p${i}`, row);
    m.table(
      [job[i]!, p],
      row.map((v, j) => [j + 1, v]),
    );
    return p;
  });
  const worst = m.intVar('worst', { min: 1, max: 40 });
  m.add(minimum(worst, got));
  m.maximize(worst);
  const mzn = `include "all_different.mzn";
int: n = ${n};
array[1..n, 1..n] of int: profit = [|${profit.map((r) => r.join(', ')).join(' |')}|];
array[1..n] of var 1..n: job;
array[1..n] of var 1..40: p;
var 1..40: worst;
constraint all_different(job);
constraint forall(i in 1..n) (p[i] = profit[i, job[i]]);
constraint worst = min(p);
solve maximize worst;
output [show(worst)];
`;
  return { label: `bottleneck assignment ${n} #${seed}`, model: m, mzn, goal: 'optimize' };
}

/** `minimum` as the worst yield of an assignment, proved maximal. */
export const minimumRow: CatalogueRow = {
  kind: 'minimum',
  minizinc: 'minimum (min)',
  problem: 'bottleneck assignment, proved optimal',
  instances: () => [bottleneck(12, 1), bottleneck(20, 2), bottleneck(30, 3)],
};
