import { Model } from '../../core/index.js';
import { checkHidatoPuzzle } from './checkHidatoPuzzle.js';
import type { HidatoModel } from './HidatoModel.js';
import { HIDATO_HOLE, type HidatoPuzzle } from './HidatoPuzzle.js';
import { hidatoNeighbours } from './hidatoNeighbours.js';

/** Steps from `from` to every cell through neighbours (−1 where it cannot go). */
function gridDistances(nb: readonly (readonly number[])[], from: number): Int32Array {
  const dist = new Int32Array(nb.length).fill(-1);
  dist[from] = 0;
  const queue = [from];
  for (let i = 0; i < queue.length; i++) {
    const c = queue[i]!;
    for (const d of nb[c]!) {
      if (dist[d] === -1) {
        dist[d] = dist[c]! + 1;
        queue.push(d);
      }
    }
  }
  return dist;
}

/**
 * The neighbour pairs allowed between each number's domain and the next one's, or `undefined` when a
 * domain or a pair list is empty.
 */
function tablesFor(
  domains: readonly (readonly number[])[],
  nb: readonly (readonly number[])[],
): number[][][] | undefined {
  if (domains.some((d) => d.length === 0)) return undefined;
  const out: number[][][] = [];
  for (let k = 0; k + 1 < domains.length; k++) {
    const next = new Set(domains[k + 1]!);
    const pairs: number[][] = [];
    for (const a of domains[k]!) for (const b of nb[a]!) if (next.has(b)) pairs.push([a, b]);
    if (pairs.length === 0) return undefined;
    out.push(pairs);
  }
  return out;
}

/**
 * Builds the model of a hidato / numbrix in the position-of-number form: variable `at1`…`atN` is the
 * cell of number k (a cell index; a given number's variable is fixed), all different, and each pair of
 * consecutive numbers constrained by a `table` of neighbouring cell pairs. Solve it with
 * `HIDATO_SOLVE_OPTIONS`.
 *
 * Why this form rather than successors along a `path`: arc consistency along the chain of tables is
 * exactly "number k lies within reach of every given number", the reasoning people solve hidato with,
 * and needs no channelling between successors and numbers. (The successor form is not measured here:
 * see `bench/catalogue/pathRow.ts` for it on the `path` kind.)
 *
 * @throws `HidatoError` from `checkHidatoPuzzle` for malformed input.
 */
export function buildHidatoModel(puzzle: HidatoPuzzle): HidatoModel {
  checkHidatoPuzzle(puzzle);
  const open: number[] = [];
  puzzle.cells.forEach((v, i) => {
    if (v !== HIDATO_HOLE) open.push(i);
  });
  const n = open.length;
  const fixed = new Map<number, number>();
  puzzle.cells.forEach((v, i) => {
    if (v > 0) fixed.set(v, i);
  });
  const nb = hidatoNeighbours(puzzle);
  // Number k lies within k − g steps (grid distance around holes) of the cell of every given g: the
  // domains start there, and each table holds only the neighbour pairs its two domains allow, so the
  // tables the propagators scan at every node are a fraction of the full neighbour list.
  const reach = [...fixed].map(([g, cell]) => ({ g, dist: gridDistances(nb, cell) }));
  const pruned = Array.from({ length: n }, (_, k) =>
    open.filter((c) => reach.every(({ g, dist }) => dist[c]! >= 0 && dist[c]! <= Math.abs(k + 1 - g))),
  );
  // Givens too far apart leave a number nowhere to go (or a pair without neighbours): the puzzle is
  // unsat, and the model without the pruning says so through propagation (a table may not be empty).
  const prunedTables = tablesFor(pruned, nb);
  const domains = prunedTables === undefined ? pruned.map(() => open) : pruned;
  const tables = prunedTables ?? tablesFor(domains, nb);
  const model = new Model();
  const at = domains.map((d, k) => {
    const cell = fixed.get(k + 1);
    return model.intVar(`at${k + 1}`, cell === undefined ? d : [cell]);
  });
  if (n > 1) model.allDifferent(at, 'numbers in different cells');
  if (tables === undefined) {
    // No two open cells touch, yet two numbers must: a table allowing no pair says so.
    model.table([at[0]!, at[1]!], [], 'no two open cells are neighbours');
  } else {
    tables.forEach((pairs, k) => {
      model.table([at[k]!, at[k + 1]!], pairs, `${k + 1} next to ${k + 2}`);
    });
  }
  return { model, puzzle, count: n };
}
