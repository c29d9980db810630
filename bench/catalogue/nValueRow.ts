import { Model, nValue } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * Dominating queens, the global-constraint catalogue's `nvalue` example: every square of an
 * `n`×`n` board names a square in its row, column or diagonal (itself included) where a queen
 * stands; the number of distinct names is the number of queens (`nValue`), minimised.
 */
function dominatingQueens(n: number): CatalogueInstance {
  const attacks = (a: number, b: number): boolean => {
    const [r1, c1, r2, c2] = [Math.floor(a / n), a % n, Math.floor(b / n), b % n];
    return r1 === r2 || c1 === c2 || Math.abs(r1 - r2) === Math.abs(c1 - c2);
  };
  const squares = Array.from({ length: n * n }, (_, s) => s);
  const m = new Model();
  const cover = squares.map((s) =>
    m.intVar(
      `cover${s}`,
      squares.filter((q) => attacks(s, q)),
    ),
  );
  const queens = m.intVar('queens', { min: 1, max: n });
  m.add(nValue(queens, cover));
  m.minimize(queens);
  const mzn = `include "nvalue.mzn";
int: n = ${n};
set of int: Sq = 0..n*n-1;
array[Sq] of var Sq: cover;
var 1..n: queens;
constraint forall(s in Sq) (
  let { int: r = s div n; int: c = s mod n } in
  cover[s] in { q | q in Sq where q div n = r \\/ q mod n = c \\/ abs(q div n - r) = abs(q mod n - c) });
constraint nvalue(queens, cover);
solve minimize queens;
output [show(queens)];
`;
  return { label: `dominating queens ${n}×${n}`, model: m, mzn, goal: 'optimize', expected: DOMINATION[n]! };
}

/** Queen domination numbers (OEIS A075458). */
const DOMINATION: Readonly<Record<number, number>> = { 4: 2, 5: 3, 6: 3, 7: 4, 8: 5 };

/** `nValue` on dominating queens, proved minimal. */
export const nValueRow: CatalogueRow = {
  kind: 'nValue',
  minizinc: 'nvalue',
  problem: 'dominating queens, proved minimal',
  instances: () => [5, 6, 7].map(dominatingQueens),
};
