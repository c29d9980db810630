import { patternGrid } from '../../models/sudoku/generator/patternGrid.js';
import { SeededRandom } from '../../models/sudoku/generator/SeededRandom.js';
import { shuffleGrid } from '../../models/sudoku/generator/shuffleGrid.js';
import { type SudokuGeometry, SudokuGrid } from '../../models/sudoku/index.js';

/** A benchmark instance: the puzzle and the complete grid it was cut from. */
export interface LargeInstance {
  /** The givens (`0` where a cell is empty). */
  readonly puzzle: SudokuGrid;
  /** The complete grid whose cells the givens are. */
  readonly solution: SudokuGrid;
}

/**
 * Makes an instance of the kind of `../shared/data/large/generated` with a seed of its own, so that
 * sweeps can check that a figure holds on instances nobody tuned for, not only on the shared files:
 * the pattern grid, relabelled, its rows and columns shuffled inside bands and stacks and the bands
 * and stacks shuffled, transposed half of the time when the boxes are square, then a uniform random
 * `round(fill · N²)` of its cells kept as givens. The method is the one the shared folder's README
 * describes; the random numbers are cspkit's own, so the files are not those of the shared set.
 * Solvable by construction; not unique (low fills have many solutions).
 *
 * @param geometry - The grid's shape.
 * @param fill - The fraction of cells given, in `[0, 1]`.
 * @param seed - Any safe non-negative integer: the same seed gives the same instance.
 */
export function makeLargeInstance(geometry: SudokuGeometry, fill: number, seed: number): LargeInstance {
  if (!(fill >= 0 && fill <= 1)) throw new RangeError(`fill must lie in [0, 1], not ${fill}`);
  const rng = new SeededRandom(seed);
  const n = geometry.size;
  let solution = shuffleGrid(geometry, patternGrid(geometry), rng);
  // A transpose keeps a sudoku a sudoku only when boxes are square; the shuffles alone never mix rows
  // with columns, so without it every instance would have its structure on the same axis.
  if (geometry.boxWidth === geometry.boxHeight && rng.below(2) === 1) {
    const t = new Int32Array(solution.length);
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) t[c * n + r] = solution[r * n + c]!;
    solution = t;
  }
  const order = new Int32Array(n * n);
  for (let i = 0; i < order.length; i++) order[i] = i;
  rng.shuffle(order);
  const puzzle = new Int32Array(n * n);
  const keep = Math.round(fill * n * n);
  for (let i = 0; i < keep; i++) puzzle[order[i]!] = solution[order[i]!]!;
  return { puzzle: new SudokuGrid(geometry, puzzle), solution: new SudokuGrid(geometry, solution) };
}
