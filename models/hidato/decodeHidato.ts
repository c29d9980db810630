import type { HidatoPuzzle } from './HidatoPuzzle.js';

/**
 * The filled grid of a solution of `buildHidatoModel` (values: the cell of each number): the puzzle's
 * cells with every empty one numbered, holes kept as −1.
 */
export function decodeHidato(puzzle: HidatoPuzzle, values: ArrayLike<number>, count: number): Int32Array {
  const grid = puzzle.cells.slice();
  for (let k = 0; k < count; k++) grid[values[k]!] = k + 1;
  return grid;
}
