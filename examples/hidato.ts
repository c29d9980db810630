// Solve a hidato (and the same grid as a numbrix): the cell of each number, all different, consecutive
// numbers in neighbouring cells.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import {
  buildHidatoModel,
  checkHidato,
  decodeHidato,
  formatHidato,
  HIDATO_SOLVE_OPTIONS,
  parseHidato,
} from '../models/hidato/index.js';

/** The 8×8 hidato of the Rosetta Code task "Solve a Hidato puzzle", as `cspkit hidato solve` reads it. */
export const PUZZLE = `
. 33 35 . . # # #
. . 24 22 . # # #
. . . 21 . . # #
. 26 . 13 40 11 # #
27 . . . 9 . 1 #
# # . . 18 . . #
# # # # . 7 . .
# # # # # # 5 .
`;

/** Solves the hidato above, prints the filled grid and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseHidato(PUZZLE);
  const built = buildHidatoModel(puzzle);
  const { count, result } = await countSolutions(backend, built.model, 2, HIDATO_SOLVE_OPTIONS);
  const first = result.solutions[0];
  let text: string;
  if (first === undefined) text = `No solution (${result.status}).`;
  else {
    const grid = decodeHidato(puzzle, first.values, built.count);
    text = `Hidato ${puzzle.rows}×${puzzle.cols}: ${count === 1 ? 'unique' : `${count}+ solutions`}, ${checkHidato(puzzle, grid).length} problems\n${formatHidato(puzzle.rows, puzzle.cols, grid)}`;
  }
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
