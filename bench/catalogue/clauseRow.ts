import { clause, Model, Random } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * A random 3-SAT formula with `n` variables and `round(ratio·n)` clauses (three distinct variables
 * each, signs at random), every model. Below the threshold ratio (≈ 4.26) the formulas are
 * satisfiable with a few hundred to a few thousand models: enumerating them all is the proof.
 */
function random3Sat(n: number, ratio: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const m = new Model();
  const x = m.intVars(n, (i) => `x${i + 1}`, { min: 0, max: 1 });
  const lines: string[] = [];
  const count = Math.round(ratio * n);
  for (let k = 0; k < count; k++) {
    const vars: number[] = [];
    while (vars.length < 3) {
      const v = rnd.below(n);
      if (!vars.includes(v)) vars.push(v);
    }
    const pos = vars.filter(() => rnd.below(2) === 1);
    const neg = vars.filter((v) => !pos.includes(v));
    m.add(
      clause(
        pos.map((v) => x[v]!),
        neg.map((v) => x[v]!),
      ),
    );
    const lits = [...pos.map((v) => `x[${v + 1}]`), ...neg.map((v) => `not x[${v + 1}]`)];
    lines.push(`constraint ${lits.join(' \\/ ')};`);
  }
  const mzn = `int: n = ${n};
array[1..n] of var bool: x;
${lines.join('\n')}
solve satisfy;
output [show(x)];
`;
  return { label: `3-SAT n=${n} m=${count} #${seed}`, model: m, mzn, goal: 'all' };
}

/** `clause` on random 3-SAT formulas below the threshold, every model. */
export const clauseRow: CatalogueRow = {
  kind: 'clause',
  minizinc: 'bool_clause',
  problem: 'random 3-SAT, all models',
  instances: () => [
    random3Sat(40, 3.8, 1),
    random3Sat(50, 4.0, 2),
    random3Sat(70, 4.0, 3),
    random3Sat(60, 4.2, 4),
  ],
};
