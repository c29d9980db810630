import { globalCardinality, globalCardinalityBounds, Model, Random } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** Magic sequences as one `globalCardinality`: the sequence is its own count vector. */
function magicSequence(n: number): CatalogueInstance {
  const m = new Model();
  const s = m.intVars(n, (i) => `s${i}`, { min: 0, max: n - 1 });
  m.add(
    globalCardinality(
      s,
      s.map((_, i) => i),
      s,
      true,
    ),
  );
  const mzn = `include "global_cardinality_closed.mzn";
int: n = ${n};
array[0..n-1] of var 0..n-1: s;
constraint global_cardinality_closed(s, array1d(0..n-1, [i | i in 0..n-1]), s);
solve satisfy;
output [show(s)];
`;
  return { label: `magic sequence ${n}`, model: m, mzn, goal: 'all', expected: 1 };
}

/**
 * Shift rostering: `nurses` nurses over `days` days, shifts 1 (day), 2 (night), 3 (off). Each day
 * has 2–3 nurses on day shift and 1–2 on nights (a closed `globalCardinalityBounds`), each nurse
 * works 2–4 day shifts, at most 2 nights and has a day off (one per nurse), and a
 * few random requests (two per nurse) fix shifts. Every roster is counted.
 */
function rostering(nurses: number, days: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const m = new Model();
  const x = Array.from({ length: nurses }, (_, r) =>
    m.intVars(days, (d) => `n${r + 1}d${d + 1}`, { min: 1, max: 3 }),
  );
  const requests: [number, number, number][] = [];
  for (let k = 0; k < 2 * nurses; k++) requests.push([rnd.below(nurses), rnd.below(days), 1 + rnd.below(3)]);
  const day = { low: [2, 1, 1], high: [3, 2, nurses] };
  const nurse = { low: [2, 0, 1], high: [4, 2, days] };
  for (let d = 0; d < days; d++) {
    m.add(
      globalCardinalityBounds(
        x.map((row) => row[d]!),
        [1, 2, 3],
        day.low,
        day.high,
        true,
      ),
    );
  }
  for (const row of x) m.add(globalCardinalityBounds(row, [1, 2, 3], nurse.low, nurse.high, true));
  const seen = new Map<string, number>();
  for (const [r, d, s] of requests) seen.set(`${r},${d}`, s);
  for (const [key, s] of seen) {
    const [r, d] = key.split(',').map(Number) as [number, number];
    m.linear([x[r]![d]!], [1], '=', s);
  }
  const mzn = `include "global_cardinality_low_up_closed.mzn";
int: nurses = ${nurses};
int: days = ${days};
array[1..nurses, 1..days] of var 1..3: x;
constraint forall(d in 1..days) (global_cardinality_low_up_closed([x[r, d] | r in 1..nurses], [1, 2, 3], [${day.low.join(',')}], [${day.high.join(',')}]));
constraint forall(r in 1..nurses) (global_cardinality_low_up_closed([x[r, d] | d in 1..days], [1, 2, 3], [${nurse.low.join(',')}], [${nurse.high.join(',')}]));
${[...seen]
  .map(
    ([key, s]) =>
      `constraint x[${key
        .split(',')
        .map((v) => Number(v) + 1)
        .join(', ')}] = ${s};`,
  )
  .join('\n')}
solve satisfy;
output [show(x)];
`;
  return { label: `rostering ${nurses} nurses × ${days} days #${seed}`, model: m, mzn, goal: 'all' };
}

/** `globalCardinality` on magic sequences (one gcc) and shift rostering (bounds per day and nurse). */
export const globalCardinalityRow: CatalogueRow = {
  kind: 'globalCardinality',
  minizinc: 'global_cardinality_closed, global_cardinality_low_up_closed',
  problem: 'magic sequences, shift rostering; all solutions',
  instances: () => [
    magicSequence(20),
    magicSequence(40),
    rostering(5, 5, 1),
    rostering(5, 6, 6),
    rostering(6, 5, 3),
  ],
};
