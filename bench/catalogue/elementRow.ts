import { element, Model, Random } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** Involutions of 1..n (OEIS A000085): p[p[i]] = i, each an `element` over the permutation itself. */
const INVOLUTIONS: Readonly<Record<number, number>> = { 8: 764, 9: 2620, 10: 9496 };

/** Every involution of 1..n: `element(p[i], p, i)` per position (index, array and value overlap). */
function involutions(n: number): CatalogueInstance {
  const m = new Model();
  const p = m.intVars(n, (i) => `p${i + 1}`, { min: 1, max: n });
  const pos = Array.from({ length: n }, (_, i) => m.intVar(`i${i + 1}`, [i + 1]));
  for (let i = 0; i < n; i++) m.add(element(p[i]!, p, pos[i]!, 1));
  m.allDifferent(p);
  const mzn = `include "all_different.mzn";
int: n = ${n};
array[1..n] of var 1..n: p;
constraint forall(i in 1..n) (p[p[i]] = i);
constraint all_different(p);
solve satisfy;
output [show(p)];
`;
  return { label: `involutions of ${n}`, model: m, mzn, goal: 'all', expected: INVOLUTIONS[n]! };
}

/**
 * Assignment with costs: n workers, n tasks, a random cost table; minimise the total. Each
 * worker's cost is `element(task[w], cost[w], c[w])` over constants (kind `elementConstant`).
 */
function assignment(n: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const cost = Array.from({ length: n }, () => Array.from({ length: n }, () => 1 + rnd.below(30)));
  const m = new Model();
  const task = m.intVars(n, (w) => `task${w + 1}`, { min: 1, max: n });
  const c = m.intVars(n, (w) => `cost${w + 1}`, { min: 1, max: 30 });
  for (let w = 0; w < n; w++) m.add(element(task[w]!, cost[w]!, c[w]!, 1));
  m.allDifferent(task);
  m.minimize(c);
  const mzn = `include "all_different.mzn";
int: n = ${n};
array[1..n, 1..n] of int: cost = array2d(1..n, 1..n, [${cost.flat().join(',')}]);
array[1..n] of var 1..n: task;
array[1..n] of var 1..30: c;
constraint forall(w in 1..n) (c[w] = cost[w, task[w]]);
constraint all_different(task);
solve minimize sum(c);
output [show(task)];
`;
  return { label: `assignment ${n}×${n} #${seed}`, model: m, mzn, goal: 'optimize' };
}

/** `element` on permutation problems: involutions (over variables) and cost assignment (over constants). */
export const elementRow: CatalogueRow = {
  kind: 'element',
  minizinc: 'element (array_var_int_element, array_int_element)',
  problem: 'involutions, all; assignment with costs, proved optimal',
  instances: () => [involutions(8), involutions(10), assignment(8, 1), assignment(10, 2), assignment(12, 3)],
};
