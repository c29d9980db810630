import { Model, Random, reifiedLessEqual } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * Cumulative scheduling in the time-indexed form: `k` tasks with random durations (1–4) and
 * demands (1–3) share a resource of capacity `cap` over the energy bound plus `extra` time steps. `a[i][t] ⇔ (s[i] ≤ t)`
 * (`reifiedLessEqual`); task `i` runs at `t` when `a[i][t] − a[i][t − d[i]]` is 1, and at every step
 * the demands of the running tasks sum to at most `cap`. Every schedule.
 */
function cumulative(k: number, cap: number, extra: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const d = Array.from({ length: k }, () => 1 + rnd.below(4));
  const r = Array.from({ length: k }, () => 1 + rnd.below(3));
  // The energy bound plus `extra` steps: tight enough that the schedules stay countable.
  const horizon = Math.ceil(d.reduce((e, di, i) => e + di * r[i]!, 0) / cap) + extra;
  const m = new Model();
  const s = d.map((di, i) => m.intVar(`s${i}`, { min: 0, max: horizon - di }));
  const a = s.map((si, i) =>
    Array.from({ length: horizon }, (_, t) => {
      const b = m.boolVar(`a${i}_${t}`);
      m.add(reifiedLessEqual(b, si, t));
      return b;
    }),
  );
  for (let t = 0; t < horizon; t++) {
    const vars = a.map((ai) => ai[t]!);
    const coeffs = [...r];
    a.forEach((ai, i) => {
      if (t - d[i]! >= 0) {
        vars.push(ai[t - d[i]!]!);
        coeffs.push(-r[i]!);
      }
    });
    m.linear(vars, coeffs, '<=', cap);
  }
  const mzn = `int: k = ${k};
int: H = ${horizon};
array[1..k] of int: d = [${d.join(', ')}];
array[1..k] of int: r = [${r.join(', ')}];
array[1..k] of var 0..H-1: s;
array[1..k, 0..H-1] of var bool: a;
constraint forall(i in 1..k)(s[i] <= H - d[i]);
constraint forall(i in 1..k, t in 0..H-1)(a[i, t] <-> s[i] <= t);
constraint forall(t in 0..H-1)(
  sum(i in 1..k)(r[i] * bool2int(a[i, t])) - sum(i in 1..k where t - d[i] >= 0)(r[i] * bool2int(a[i, t - d[i]])) <= ${cap});
solve satisfy;
output [show(s)];
`;
  return { label: `cumulative ${k} tasks cap ${cap} H=${horizon} #${seed}`, model: m, mzn, goal: 'all' };
}

/** `reifiedLessEqual` on time-indexed cumulative scheduling, every schedule. */
export const reifiedLessEqualRow: CatalogueRow = {
  kind: 'reifiedLessEqual',
  minizinc: 'int_le_reif',
  problem: 'time-indexed cumulative scheduling, all schedules',
  instances: () => [
    cumulative(7, 3, 0, 2),
    cumulative(8, 4, 0, 3),
    cumulative(8, 4, 1, 1),
    cumulative(9, 4, 0, 5),
  ],
};
