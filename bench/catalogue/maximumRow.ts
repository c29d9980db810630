import { clause, Model, maximum, Random, reifiedLinear } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * A random job shop: `jobs` jobs, each visiting the `machines` machines in a random order with
 * durations 1–6. Operations of a job run in order; two operations on one machine run one after
 * the other (`b ⇔ s[a] + d[a] ≤ s[b]`, `c ⇔ s[b] + d[b] ≤ s[a]`, `b ∨ c`). The makespan is the
 * `maximum` of the jobs' ends, minimised.
 */
function jobShop(jobs: number, machines: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const route = Array.from({ length: jobs }, () => {
    const order = Array.from({ length: machines }, (_, i) => i);
    for (let i = machines - 1; i > 0; i--) {
      const j = rnd.below(i + 1);
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    return order;
  });
  const dur = Array.from({ length: jobs }, () => Array.from({ length: machines }, () => 1 + rnd.below(6)));
  const horizon = dur.flat().reduce((a, b) => a + b, 0);
  const m = new Model();
  const s = dur.map((row, j) => row.map((_, k) => m.intVar(`s${j}_${k}`, { min: 0, max: horizon })));
  const end = dur.map((row, j) => {
    for (let k = 0; k + 1 < machines; k++) m.lessEqual(s[j]![k]!, s[j]![k + 1]!, -row[k]!);
    const e = m.intVar(`end${j}`, { min: 0, max: horizon });
    m.linear([e, s[j]![machines - 1]!], [1, -1], '=', row[machines - 1]!);
    return e;
  });
  // Operations on each machine, as (job, step).
  const onMachine = Array.from({ length: machines }, (_, mc) =>
    route.map((r, j) => [j, r.indexOf(mc)] as const),
  );
  const pairs: [number, number, number, number][] = [];
  for (const ops of onMachine) {
    for (let a = 0; a < ops.length; a++) {
      for (let b = a + 1; b < ops.length; b++) pairs.push([ops[a]![0], ops[a]![1], ops[b]![0], ops[b]![1]]);
    }
  }
  for (const [j1, k1, j2, k2] of pairs) {
    const x = s[j1]![k1]!;
    const y = s[j2]![k2]!;
    const before = m.boolVar(`b${j1}_${k1}_${j2}_${k2}`);
    const after = m.boolVar(`a${j1}_${k1}_${j2}_${k2}`);
    m.add(reifiedLinear(before, [x, y], [1, -1], '<=', -dur[j1]![k1]!));
    m.add(reifiedLinear(after, [y, x], [1, -1], '<=', -dur[j2]![k2]!));
    m.add(clause([before, after]));
  }
  const makespan = m.intVar('makespan', { min: 0, max: horizon });
  m.add(maximum(makespan, end));
  m.minimize(makespan);
  const at = (j: number, k: number): string => `s[${j + 1},${k + 1}]`;
  const d = (j: number, k: number): number => dur[j]![k]!;
  const mzn = `int: jobs = ${jobs};
int: machines = ${machines};
int: horizon = ${horizon};
array[1..jobs, 1..machines] of var 0..horizon: s;
array[1..jobs] of var 0..horizon: end;
var 0..horizon: makespan;
${dur
  .map((row, j) =>
    [
      ...row.slice(0, -1).map((x, k) => `constraint ${at(j, k)} + ${x} <= ${at(j, k + 1)};`),
      `constraint end[${j + 1}] = ${at(j, machines - 1)} + ${row[machines - 1]};`,
    ].join('\n'),
  )
  .join('\n')}
${pairs
  .map(
    ([j1, k1, j2, k2]) =>
      `constraint ${at(j1, k1)} + ${d(j1, k1)} <= ${at(j2, k2)} \\/ ${at(j2, k2)} + ${d(j2, k2)} <= ${at(j1, k1)};`,
  )
  .join('\n')}
constraint makespan = max(end);
solve minimize makespan;
output [show(makespan)];
`;
  return { label: `job shop ${jobs}×${machines} #${seed}`, model: m, mzn, goal: 'optimize' };
}

/** `maximum` as the makespan of small job shops, proved optimal. */
export const maximumRow: CatalogueRow = {
  kind: 'maximum',
  minizinc: 'maximum (max)',
  problem: 'job-shop makespan, proved minimal',
  instances: () => [jobShop(5, 4, 1), jobShop(5, 5, 2), jobShop(6, 5, 3), jobShop(6, 6, 4)],
};
