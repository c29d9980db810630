import { among, globalCardinality, Model, Random } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** A car-sequencing instance: class demands, and per option "at most `p` in any `q` consecutive cars". */
interface CarSequencing {
  readonly label: string;
  readonly demand: readonly number[];
  readonly p: readonly number[];
  readonly q: readonly number[];
  /** `options[c][o]` is 1 when class `c` needs option `o`. */
  readonly options: readonly (readonly number[])[];
}

/** CSPLib 001's example: 10 cars, 6 classes, 5 options. */
const CSPLIB_EXAMPLE: CarSequencing = {
  label: 'car sequencing CSPLib example',
  demand: [1, 1, 2, 2, 2, 2],
  p: [1, 2, 1, 2, 1],
  q: [2, 3, 3, 5, 5],
  options: [
    [1, 0, 1, 1, 0],
    [0, 0, 0, 1, 0],
    [0, 1, 0, 0, 1],
    [0, 1, 0, 1, 0],
    [1, 0, 1, 0, 0],
    [1, 1, 0, 0, 0],
  ],
};

/** A random instance: `classes` classes, `cars` cars, the example's option capacities. */
function randomInstance(cars: number, classes: number, seed: number): CarSequencing {
  const rnd = new Random(seed);
  const demand = new Array<number>(classes).fill(1);
  for (let k = classes; k < cars; k++) demand[rnd.below(classes)]!++;
  const options = Array.from({ length: classes }, () =>
    Array.from({ length: 5 }, () => (rnd.below(4) === 0 ? 1 : 0)),
  );
  return {
    label: `car sequencing ${cars} cars #${seed}`,
    demand,
    p: CSPLIB_EXAMPLE.p,
    q: CSPLIB_EXAMPLE.q,
    options,
  };
}

/**
 * Car sequencing as `among` windows (at most `p[o]` cars needing option `o` in any `q[o]`
 * consecutive slots: an `among` over the classes that need it) and class demands (one
 * `globalCardinality`, closed), every sequence.
 */
function carSequencing(inst: CarSequencing): CatalogueInstance {
  const n = inst.demand.reduce((a, b) => a + b, 0);
  const k = inst.demand.length;
  const m = new Model();
  const slot = m.intVars(n, (s) => `slot${s + 1}`, { min: 1, max: k });
  const classes = [...inst.demand.keys()].map((c) => c + 1);
  m.add(globalCardinality(slot, classes, inst.demand, true));
  inst.p.forEach((p, o) => {
    const need = classes.filter((c) => inst.options[c - 1]![o] === 1);
    const q = inst.q[o]!;
    for (let s = 0; s + q <= n; s++) m.add(among(slot.slice(s, s + q), need, '<=', p));
  });
  const opt = (o: number) => `{${classes.filter((c) => inst.options[c - 1]![o] === 1).join(',')}}`;
  const mzn = `include "among.mzn";
include "global_cardinality_closed.mzn";
int: n = ${n};
array[1..n] of var 1..${k}: slot;
constraint global_cardinality_closed(slot, [${classes.join(',')}], [${inst.demand.join(',')}]);
${inst.p
  .map(
    (p, o) =>
      `constraint forall(s in 1..n-${inst.q[o]! - 1}) (let { var 0..${p}: c } in among(c, [slot[s + j] | j in 0..${inst.q[o]! - 1}], ${opt(o)}));`,
  )
  .join('\n')}
solve satisfy;
output [show(slot)];
`;
  return { label: inst.label, model: m, mzn, goal: 'all' };
}

/** `among` on car sequencing (option windows), every sequence. */
export const amongRow: CatalogueRow = {
  kind: 'among',
  minizinc: 'among',
  problem: 'car sequencing (option windows), all sequences (random #7 has none: a proof)',
  instances: () => [
    carSequencing(CSPLIB_EXAMPLE),
    carSequencing(randomInstance(14, 6, 4)),
    carSequencing(randomInstance(14, 6, 7)),
  ],
};
