import { nonogramDfa } from '../../core/index.js';
import { buildNonogramModel, randomNonogram } from '../../models/nonogram/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';
import { miniZincDfa } from './miniZincDfa.js';

/**
 * A random `size`×`size` nonogram, 60 % of the picture filled: the `models/nonogram` model, and for
 * MiniZinc the same `regular` constraints over the same automata (blank = 1, filled = 2).
 */
function nonogram(size: number, seed: number): CatalogueInstance {
  const { puzzle } = randomNonogram(size, size, 0.6, seed);
  const line = (clue: readonly number[], cells: string): string =>
    `constraint regular(${cells}, ${miniZincDfa(nonogramDfa(clue), [0, 1])});`;
  const mzn = `include "regular.mzn";
int: n = ${size};
array[1..n, 1..n] of var 1..2: g;
${puzzle.rows.map((clue, r) => line(clue, `g[${r + 1}, ..]`)).join('\n')}
${puzzle.columns.map((clue, c) => line(clue, `g[.., ${c + 1}]`)).join('\n')}
solve satisfy;
output [show(g)];
`;
  return {
    label: `nonogram ${size}×${size} 60% #${seed}`,
    model: buildNonogramModel(puzzle).model,
    mzn,
    goal: 'unique',
  };
}

/** The nonogram family (`cspkit nonogram`): random 25×25 and 30×30 pictures, to a uniqueness proof. */
export const nonogramFamilyRow: CatalogueRow = {
  kind: 'nonogram',
  minizinc: 'regular',
  problem: 'random 60 % nonograms, count to 2',
  instances: () => [
    nonogram(25, 1),
    nonogram(25, 2),
    nonogram(25, 3),
    nonogram(30, 1),
    nonogram(30, 2),
    nonogram(30, 3),
  ],
};
