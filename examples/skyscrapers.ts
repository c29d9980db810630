// Solve a skyscrapers puzzle: all-different rows and columns, and one `regular` automaton per clue that
// counts the buildings seen from that side.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import {
  buildSkyscrapersModel,
  checkSkyscrapers,
  formatSkyscrapersGrid,
  parseSkyscrapers,
} from '../models/skyscrapers/index.js';

/** A 6×6 puzzle with clues only (top, bottom, left, right), as `cspkit skyscrapers solve` reads it. */
export const PUZZLE = `
6
3 4 2 2 2 1
2 1 3 3 2 4
6 3 1 2 4 2
1 2 4 3 2 4
`;

/** Solves the puzzle above, prints the heights and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseSkyscrapers(PUZZLE);
  const { model } = buildSkyscrapersModel(puzzle);
  const { count, result } = await countSolutions(backend, model, 2);
  const first = result.solutions[0];
  const text =
    first === undefined
      ? `No solution (${result.status}).`
      : `Skyscrapers ${puzzle.size}×${puzzle.size}: ${count === 1 ? 'unique' : `${count}+ solutions`}, ${checkSkyscrapers(puzzle, first.values).length} problems\n${formatSkyscrapersGrid(puzzle.size, first.values)}`;
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
