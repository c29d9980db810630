import { Model, nonogramClue, nonogramDfa, Random, regular } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';
import { miniZincDfa } from './miniZincDfa.js';

/** A nonogram: the clues of a random `size`×`size` picture (each cell filled with probability `density`). */
function nonogram(size: number, density: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const picture = Array.from({ length: size }, () =>
    Array.from({ length: size }, () => (rnd.below(1000) < density * 1000 ? 1 : 0)),
  );
  const rows = picture.map((row) => nonogramClue(row));
  const cols = picture[0]!.map((_, c) => nonogramClue(picture.map((row) => row[c]!)));
  const m = new Model();
  const g = picture.map((row, r) => row.map((_, c) => m.boolVar(`g${r}_${c}`)));
  rows.forEach((clue, r) => {
    m.add(regular(g[r]!, nonogramDfa(clue), `row ${r + 1}`));
  });
  cols.forEach((clue, c) => {
    m.add(
      regular(
        g.map((row) => row[c]!),
        nonogramDfa(clue),
        `column ${c + 1}`,
      ),
    );
  });
  // MiniZinc: the same automata, blank = 1 and filled = 2.
  const line = (clue: number[], cells: string): string =>
    `constraint regular(${cells}, ${miniZincDfa(nonogramDfa(clue), [0, 1])});`;
  const mzn = `include "regular.mzn";
int: n = ${size};
array[1..n, 1..n] of var 1..2: g;
${rows.map((clue, r) => line(clue, `g[${r + 1}, ..]`)).join('\n')}
${cols.map((clue, c) => line(clue, `g[.., ${c + 1}]`)).join('\n')}
solve satisfy;
output [show(g)];
`;
  return { label: `nonogram ${size}×${size} #${seed}`, model: m, mzn, goal: 'all' };
}

/** `regular` on nonograms (one automaton per row and column clue), every solution. */
export const regularRow: CatalogueRow = {
  kind: 'regular',
  minizinc: 'regular',
  problem: 'random nonograms, all solutions',
  instances: () => [
    nonogram(15, 0.5, 1),
    nonogram(20, 0.5, 2),
    nonogram(25, 0.5, 3),
    nonogram(20, 0.45, 4),
    nonogram(30, 0.5, 5),
  ],
};
