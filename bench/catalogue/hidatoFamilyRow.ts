import {
  buildHidatoModel,
  HIDATO_HOLE,
  HIDATO_SOLVE_OPTIONS,
  type HidatoPuzzle,
  hidatoNeighbours,
  randomHidato,
} from '../../models/hidato/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';
import { uniqueByGivens } from './uniqueByGivens.js';

/**
 * A random 10×10 hidato (king moves) or numbrix (orthogonal), 1, n and 35 % of the numbers given, plus
 * givens (where two solutions differ) until it is unique, then every given but 1 and n that is not
 * needed for uniqueness dropped. cspkit: the `models/hidato` model (cell of
 * each number, all different, a neighbour table between consecutive numbers). MiniZinc: the same model
 * (`all_different` and `table`).
 */
function hidato(size: number, moves: 'king' | 'orthogonal', seed: number): CatalogueInstance {
  const { puzzle: start, solution } = randomHidato(size, size, seed, { moves, given: 0.35 });
  const withGivens = (givens: ReadonlyMap<number, number>): HidatoPuzzle => {
    const cells = base.cells.slice();
    for (const [cell, v] of givens) cells[cell] = v;
    return { ...base, cells };
  };
  const built0 = buildHidatoModel(start);
  // Every given but 1 and n goes in the map, so the minimising pass may drop it.
  const first = new Map<number, number>();
  start.cells.forEach((v, i) => {
    if (v > 1 && v < built0.count) first.set(i, v);
  });
  const ends = start.cells.map((v) => (v > 1 && v < built0.count ? 0 : v));
  const base = { ...start, cells: ends };
  const givens = uniqueByGivens(
    (g) => buildHidatoModel(withGivens(g)).model,
    // A solution gives the cell of each number: the number in a cell is the k whose cell it is.
    (values, cell) => values.subarray(0, built0.count).indexOf(cell) + 1,
    solution,
    first,
    HIDATO_SOLVE_OPTIONS,
  );
  const puzzle = withGivens(givens);
  const built = buildHidatoModel(puzzle);
  const n = built.count;
  const open: number[] = [];
  puzzle.cells.forEach((v, i) => {
    if (v !== HIDATO_HOLE) open.push(i + 1);
  });
  const pairs = hidatoNeighbours(puzzle).flatMap((ds, a) => ds.map((b) => `${a + 1},${b + 1}`));
  const fixed: string[] = [];
  puzzle.cells.forEach((v, i) => {
    if (v > 0) fixed.push(`constraint at[${v}] = ${i + 1};`);
  });
  const mzn = `include "all_different.mzn";
include "table.mzn";
int: n = ${n};
array[1..n] of var {${open.join(',')}}: at;
array[1..${pairs.length}, 1..2] of int: adj = [|${pairs.join('|')}|];
constraint all_different(at);
constraint forall(k in 1..n - 1)(table([at[k], at[k + 1]], adj));
${fixed.join('\n')}
solve satisfy;
output [show(at)];
`;
  const what = moves === 'king' ? 'hidato' : 'numbrix';
  return {
    label: `${what} ${size}×${size} #${seed} (${fixed.length} givens)`,
    model: built.model,
    mzn,
    goal: 'unique',
    options: HIDATO_SOLVE_OPTIONS,
    expected: 1,
  };
}

/** The hidato family (`cspkit hidato`, with and without `--numbrix`): 10×10 puzzles, to a uniqueness proof. */
export const hidatoFamilyRow: CatalogueRow = {
  kind: 'hidato',
  minizinc: 'all_different + table',
  problem: '10×10 hidato and numbrix (givens until unique), count to 2',
  instances: () => [
    ...[1, 2, 3, 4].map((seed) => hidato(10, 'king', seed)),
    ...[1, 2].map((seed) => hidato(10, 'orthogonal', seed)),
  ],
};
