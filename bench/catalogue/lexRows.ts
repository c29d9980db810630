import { lexLess, lexLessEq, Model } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/**
 * A 0/1 matrix of `rows` × `cols` with `perRow` ones in each row and `perCol` in each column; when
 * `lambda` is given, any two rows share exactly `lambda` ones (a (v, b, r, k, λ) BIBD: the
 * products are `table`s). Double-lex symmetry breaking: rows by `lexLess` (they are distinct in a
 * BIBD) or `lexLessEq`, columns by `lexLessEq`. Every solution.
 */
function matrix(
  rows: number,
  cols: number,
  perRow: number,
  perCol: number,
  lambda?: number,
): CatalogueInstance {
  const strictRows = lambda !== undefined;
  const m = new Model();
  const g = Array.from({ length: rows }, (_, i) => m.intVars(cols, (j) => `g${i}_${j}`, { min: 0, max: 1 }));
  const col = (j: number) => g.map((row) => row[j]!);
  for (const row of g) m.sum(row, '=', perRow);
  for (let j = 0; j < cols; j++) m.sum(col(j), '=', perCol);
  if (lambda !== undefined) {
    const and = [
      [0, 0, 0],
      [0, 1, 0],
      [1, 0, 0],
      [1, 1, 1],
    ];
    for (let a = 0; a < rows; a++) {
      for (let b = a + 1; b < rows; b++) {
        const both = g[a]!.map((x, j) => {
          const z = m.intVar(`z${a}_${b}_${j}`, { min: 0, max: 1 });
          m.table([x, g[b]![j]!, z], and);
          return z;
        });
        m.sum(both, '=', lambda);
      }
    }
  }
  for (let i = 0; i + 1 < rows; i++)
    m.add(strictRows ? lexLess(g[i]!, g[i + 1]!) : lexLessEq(g[i]!, g[i + 1]!));
  for (let j = 0; j + 1 < cols; j++) m.add(lexLessEq(col(j), col(j + 1)));
  const mzn = `include "lex_less.mzn";
include "lex_lesseq.mzn";
int: v = ${rows};
int: b = ${cols};
array[1..v, 1..b] of var 0..1: g;
constraint forall(i in 1..v) (sum(j in 1..b) (g[i, j]) = ${perRow});
constraint forall(j in 1..b) (sum(i in 1..v) (g[i, j]) = ${perCol});
${lambda === undefined ? '' : `constraint forall(i1, i2 in 1..v where i1 < i2) (sum(j in 1..b) (g[i1, j] * g[i2, j]) = ${lambda});`}
constraint forall(i in 1..v-1) (${strictRows ? 'lex_less' : 'lex_lesseq'}(g[i, ..], g[i+1, ..]));
constraint forall(j in 1..b-1) (lex_lesseq(g[.., j], g[.., j+1]));
solve satisfy;
output [show(g)];
`;
  const label =
    lambda === undefined
      ? `0/1 ${rows}×${cols}, sums ${perRow}/${perCol}`
      : `BIBD (${rows},${cols},${perRow},${perCol},${lambda})`;
  return { label, model: m, mzn, goal: 'all' };
}

/** `lexLess` (rows) with `lexLessEq` (columns) breaking the symmetry of BIBDs, every solution. */
export const lexLessRow: CatalogueRow = {
  kind: 'lexLess',
  minizinc: 'lex_less',
  problem: 'BIBDs under double-lex, all solutions',
  instances: () => [
    matrix(7, 7, 3, 3, 1),
    matrix(6, 10, 5, 3, 2),
    matrix(7, 14, 6, 3, 2),
    matrix(9, 12, 4, 3, 1),
  ],
};

/** `lexLessEq` on rows and columns of 0/1 matrices with given sums, every solution. */
export const lexLessEqRow: CatalogueRow = {
  kind: 'lexLessEq',
  minizinc: 'lex_lesseq',
  problem: '0/1 matrices with row and column sums under double-lex, all solutions',
  instances: () => [matrix(6, 6, 3, 3), matrix(6, 8, 4, 3), matrix(7, 7, 3, 3), matrix(8, 8, 4, 4)],
};
