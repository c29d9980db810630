// Solve a nonogram given in cspkit's text format: one `regular` constraint per row and column.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import {
  buildNonogramModel,
  checkNonogram,
  formatNonogramGrid,
  parseNonogram,
} from '../models/nonogram/index.js';

/** A 10×10 heart on a bar, as `cspkit nonogram solve` reads it. */
export const PUZZLE = `
width 10
height 10
rows
2,2
4,4
10
10
8
6
4
2
0
8
columns
3
5,1
6,1
6,1
6,1
7,1
7,1
6,1
4,1
2
`;

/** Solves the nonogram above, prints the picture and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseNonogram(PUZZLE);
  const { model } = buildNonogramModel(puzzle);
  const { count, result } = await countSolutions(backend, model, 2);
  const first = result.solutions[0];
  const text =
    first === undefined
      ? `No solution (${result.status}).`
      : `Nonogram ${puzzle.width}×${puzzle.height}: ${count === 1 ? 'unique' : `${count}+ solutions`}, ${checkNonogram(puzzle, first.values).length} problems\n${formatNonogramGrid(puzzle.width, puzzle.height, first.values)}`;
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
