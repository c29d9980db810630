// Solve a Star Battle: 2 stars in every row, column and region of a 10×10 grid, no two touching.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import {
  buildStarBattleModel,
  checkStarBattle,
  formatStars,
  parseStarBattle,
} from '../models/starbattle/index.js';

/** A 10×10 two-star puzzle with one solution (generated with `generateStarBattle` + `uniqueStarBattle`). */
export const PUZZLE = `10 2
AAAABBBBCC
AAAFBBBBCC
AAAFBDDDDC
EEEFBDDGDC
EEEFFFGGGH
IIIFFFGGHH
IIIFFFGGGH
IIIFJFGHHH
IIJJJGGHHH
IJJJJGGGHH`;

/** Solves the Star Battle above, prints the stars and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseStarBattle(PUZZLE);
  const sb = buildStarBattleModel(puzzle);
  // `sb.search`: branch in the most cramped row, column or region, trying a star first.
  const { count, result } = await countSolutions(backend, sb.model, 2, sb.search);
  const first = result.solutions[0];
  let text: string;
  if (first === undefined) text = `No solution (${result.status}).`;
  else {
    const problems = checkStarBattle(puzzle, first.values);
    text = `Star Battle ${puzzle.size}×${puzzle.size}, ${puzzle.stars} stars: ${count === 1 ? 'unique' : `${count}+ solutions`}, ${problems.length} problems\n${formatStars(puzzle.size, first.values)}`;
  }
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
