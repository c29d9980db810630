import { Model, reifiedEqual } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * The magic series of length `n`: `s[i]` is the number of occurrences of `i` in `s`. Each
 * occurrence is a 0/1 variable `b ⇔ (s[j] = i)` (`reifiedEqual`), counted by a linear sum, with the
 * two usual redundant sums (`Σ s[i] = n`, `Σ i·s[i] = n`) in both models. One series for n ≥ 7.
 */
function magicSeries(n: number): CatalogueInstance {
  const m = new Model();
  const s = m.intVars(n, (i) => `s${i}`, { min: 0, max: n - 1 });
  for (let i = 0; i < n; i++) {
    const b = s.map((sj, j) => {
      const bij = m.boolVar(`b${i}_${j}`);
      m.add(reifiedEqual(bij, sj, i));
      return bij;
    });
    m.linear([...b, s[i]!], [...b.map(() => 1), -1], '=', 0);
  }
  m.sum(s, '=', n);
  m.linear(
    s,
    s.map((_, i) => i),
    '=',
    n,
  );
  const mzn = `int: n = ${n};
array[0..n-1] of var 0..n-1: s;
array[0..n-1, 0..n-1] of var bool: b;
constraint forall(i, j in 0..n-1)(b[i, j] <-> s[j] = i);
constraint forall(i in 0..n-1)(s[i] = sum(j in 0..n-1)(bool2int(b[i, j])));
constraint sum(s) = n;
constraint sum(i in 0..n-1)(i * s[i]) = n;
solve satisfy;
output [show(s)];
`;
  return { label: `magic series n=${n}`, model: m, mzn, goal: 'all', expected: 1 };
}

/** `reifiedEqual` on magic series (one 0/1 variable per position and value), every solution. */
export const reifiedEqualRow: CatalogueRow = {
  kind: 'reifiedEqual',
  minizinc: 'int_eq_reif',
  problem: 'magic series, all solutions',
  instances: () => [magicSeries(20), magicSeries(40), magicSeries(60)],
};
