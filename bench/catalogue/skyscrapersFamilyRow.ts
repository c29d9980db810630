import {
  buildSkyscrapersModel,
  randomSkyscrapers,
  type SkyscrapersPuzzle,
  visibilityDfa,
} from '../../models/skyscrapers/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';
import { miniZincDfa } from './miniZincDfa.js';
import { uniqueByGivens } from './uniqueByGivens.js';

/**
 * A 9×9-style skyscrapers puzzle: every clue of a random Latin square, plus the fewest givens (cells
 * where two solutions differ) that make it unique. cspkit: the `models/skyscrapers` model. MiniZinc:
 * the same model, `all_different` rows and columns and the same visibility automata under `regular`.
 */
function skyscrapers(n: number, seed: number): CatalogueInstance {
  const { puzzle: open, grid } = randomSkyscrapers(n, 1, 0, seed);
  const withGivens = (givens: ReadonlyMap<number, number>): SkyscrapersPuzzle => {
    const g = new Int32Array(n * n);
    for (const [cell, v] of givens) g[cell] = v;
    return { ...open, givens: g };
  };
  const givens = uniqueByGivens(
    (g) => buildSkyscrapersModel(withGivens(g)).model,
    (values, cell) => values[cell]!,
    grid,
    new Map(),
  );
  const puzzle = withGivens(givens);
  const symbols = Array.from({ length: n }, (_, k) => k + 1);
  const see = (clue: number, cells: string): string =>
    clue === 0 ? '' : `constraint regular(${cells}, ${miniZincDfa(visibilityDfa(n, clue), symbols)});`;
  const rev = (cells: string): string => `[${cells} | k in reverse(1..n)]`;
  const lines: string[] = [];
  for (let k = 0; k < n; k++) {
    lines.push(see(puzzle.top[k]!, `[x[i, ${k + 1}] | i in 1..n]`));
    lines.push(see(puzzle.bottom[k]!, rev(`x[k, ${k + 1}]`)));
    lines.push(see(puzzle.left[k]!, `[x[${k + 1}, j] | j in 1..n]`));
    lines.push(see(puzzle.right[k]!, rev(`x[${k + 1}, k]`)));
  }
  for (const [cell, v] of givens)
    lines.push(`constraint x[${Math.floor(cell / n) + 1}, ${(cell % n) + 1}] = ${v};`);
  const mzn = `include "all_different.mzn";
include "regular.mzn";
int: n = ${n};
array[1..n, 1..n] of var 1..n: x;
constraint forall(i in 1..n)(all_different(x[i, ..]) /\\ all_different(x[.., i]));
${lines.filter((l) => l !== '').join('\n')}
solve satisfy;
output [show(x)];
`;
  return {
    label: `skyscrapers ${n}×${n} #${seed} (${givens.size} givens)`,
    model: buildSkyscrapersModel(puzzle).model,
    mzn,
    goal: 'unique',
    expected: 1,
  };
}

/** The skyscrapers family (`cspkit skyscrapers`): 9×9 puzzles with every clue, to a uniqueness proof. */
export const skyscrapersFamilyRow: CatalogueRow = {
  kind: 'skyscrapers',
  minizinc: 'all_different + regular',
  problem: '9×9 skyscrapers (all clues, givens until unique), count to 2',
  instances: () => [1, 2, 3, 4, 5].map((seed) => skyscrapers(9, seed)),
};
