import { Random } from '../../core/index.js';
import { HIDATO_HOLE, type HidatoPuzzle } from './HidatoPuzzle.js';
import { hidatoNeighbours } from './hidatoNeighbours.js';

/** Options of {@link randomHidato}. */
export interface RandomHidatoOptions {
  /** `king` (hidato, the default) or `orthogonal` (numbrix). */
  readonly moves?: 'king' | 'orthogonal';
  /** Probability that a number other than 1 and n is given (default 0.3). */
  readonly given?: number;
  /** Cells turned into holes (taken off the end of the path; default 0). */
  readonly holes?: number;
}

/** A random hidato and the numbering it was made from. */
export interface RandomHidato {
  /** The puzzle: holes, and the given numbers of {@link RandomHidato.solution}. */
  readonly puzzle: HidatoPuzzle;
  /** The full numbering, row-major, −1 for holes: one solution (not necessarily the only one). */
  readonly solution: Int32Array;
}

/**
 * A seeded random hidato (or numbrix): a random Hamiltonian path of the grid, made by "backbite" moves
 * from a serpentine (each move links an end of the path to one of its neighbours and reverses the part in
 * between, so every intermediate path is valid for both move sets), the last `holes` cells of the path
 * turned into holes, then 1, n and each other number given with probability `given`. The same arguments
 * give the same puzzle everywhere.
 */
export function randomHidato(
  rows: number,
  cols: number,
  seed: number,
  options: RandomHidatoOptions = {},
): RandomHidato {
  const moves = options.moves ?? 'king';
  const rnd = new Random(seed);
  const total = rows * cols;
  const nb = hidatoNeighbours({ rows, cols, moves, cells: new Int32Array(total) });
  let path: number[] = [];
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) path.push(r * cols + (r % 2 === 0 ? k : cols - 1 - k));
  }
  const index = new Int32Array(total);
  for (let step = 0; step < 20 * total; step++) {
    if (rnd.below(2) === 0) path.reverse();
    path.forEach((c, i) => {
      index[c] = i;
    });
    const around = nb[path[total - 1]!]!;
    if (around.length === 0) break; // a single cell
    const x = around[rnd.below(around.length)]!;
    const i = index[x]!;
    if (i === total - 2) continue;
    path = [...path.slice(0, i + 1), ...path.slice(i + 1).reverse()];
  }
  const holes = Math.max(0, Math.min(options.holes ?? 0, total - 1));
  const n = total - holes;
  const solution = new Int32Array(total).fill(HIDATO_HOLE);
  for (let k = 0; k < n; k++) solution[path[k]!] = k + 1;
  const given = options.given ?? 0.3;
  const cells = Int32Array.from(solution, (v) =>
    v === HIDATO_HOLE || v === 1 || v === n || rnd.below(1_000_000) < given * 1_000_000 ? v : 0,
  );
  return { puzzle: { rows, cols, cells, moves }, solution };
}
