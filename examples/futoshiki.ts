// Solve a Futoshiki drawn as text: a Latin square with < > ^ v signs between neighbours.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import {
  buildFutoshikiModel,
  checkFutoshiki,
  formatFutoshiki,
  parseFutoshiki,
} from '../models/futoshiki/index.js';
import { decodeLatin } from '../models/latin/index.js';

// '^' under a cell: the upper digit is smaller; 'v': larger.
const PUZZLE = `
. .<. .<.
v
.>. . . .
  ^   v v
. .>. .>.

. . . .<.
v v   v
. .<. . 4
`;

/** Solves the Futoshiki above, prints it with its solution and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseFutoshiki(PUZZLE);
  const { model } = buildFutoshikiModel(puzzle);
  const { count, result } = await countSolutions(backend, model, 2);
  const first = result.solutions[0];
  let text: string;
  if (first === undefined) text = `No solution (${result.status}).`;
  else {
    const problems = checkFutoshiki(puzzle, decodeLatin(puzzle.size, first.values));
    text = `Futoshiki ${puzzle.size}×${puzzle.size}: ${count === 1 ? 'unique' : `${count}+ solutions`}, ${problems.length} problems\n${formatFutoshiki(puzzle, first.values)}`;
  }
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
