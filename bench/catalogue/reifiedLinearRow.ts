import { clause, Model, Random, reifiedLinear } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * One machine, `k` tasks with time windows: a hidden schedule (random order, durations 1–5, gaps
 * 0–1) gives each task the window `start ± slack`. Two tasks whose windows overlap run one after the
 * other: `b ⇔ (s[i] + d[i] ≤ s[j])`, `c ⇔ (s[j] + d[j] ≤ s[i])` (`reifiedLinear`) and the clause
 * `b ∨ c`. Every schedule.
 */
function machine(k: number, slack: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const d = Array.from({ length: k }, () => 1 + rnd.below(5));
  const start: number[] = [];
  let t = 0;
  for (let i = 0; i < k; i++) {
    start.push(t);
    t += d[i]! + rnd.below(2);
  }
  // Random names for the hidden order, so the model does not list the tasks in sequence.
  const perm = Array.from({ length: k }, (_, i) => i);
  for (let i = k - 1; i > 0; i--) {
    const j = rnd.below(i + 1);
    [perm[i], perm[j]] = [perm[j]!, perm[i]!];
  }
  const dur = perm.map((p) => d[p]!);
  const lo = perm.map((p) => Math.max(0, start[p]! - slack));
  const hi = perm.map((p) => start[p]! + slack);
  const m = new Model();
  const s = perm.map((_, i) => m.intVar(`s${i}`, { min: lo[i]!, max: hi[i]! }));
  const pairs: [number, number][] = [];
  for (let i = 0; i < k; i++) {
    for (let j = i + 1; j < k; j++) {
      if (lo[i]! < hi[j]! + dur[j]! && lo[j]! < hi[i]! + dur[i]!) pairs.push([i, j]);
    }
  }
  for (const [i, j] of pairs) {
    const before = m.boolVar(`b${i}_${j}`);
    const after = m.boolVar(`b${j}_${i}`);
    m.add(reifiedLinear(before, [s[i]!, s[j]!], [1, -1], '<=', -dur[i]!));
    m.add(reifiedLinear(after, [s[j]!, s[i]!], [1, -1], '<=', -dur[j]!));
    m.add(clause([before, after]));
  }
  const mzn = `int: k = ${k};
array[1..k] of int: d = [${dur.join(', ')}];
array[1..k] of var int: s;
${s.map((_, i) => `constraint s[${i + 1}] in ${lo[i]}..${hi[i]};`).join('\n')}
${pairs.map(([i, j]) => `constraint s[${i + 1}] + d[${i + 1}] <= s[${j + 1}] \\/ s[${j + 1}] + d[${j + 1}] <= s[${i + 1}];`).join('\n')}
solve satisfy;
output [show(s)];
`;
  return { label: `one machine ${k} tasks ±${slack} #${seed}`, model: m, mzn, goal: 'all' };
}

/** `reifiedLinear` on disjunctive (one-machine) scheduling with time windows, every schedule. */
export const reifiedLinearRow: CatalogueRow = {
  kind: 'reifiedLinear',
  minizinc: 'int_lin_le_reif',
  problem: 'one-machine scheduling with time windows, all schedules',
  instances: () => [machine(10, 1, 1), machine(12, 1, 2), machine(14, 1, 3), machine(8, 2, 4)],
};
