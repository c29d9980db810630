// Solve a Kakuro written as text: '.' white cells, '#' blocks, 'D\A' clues (down sum \ across sum).
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import {
  buildKakuroModel,
  checkKakuro,
  decodeKakuro,
  formatKakuro,
  parseKakuro,
} from '../models/kakuro/index.js';

/** A small Kakuro with one solution. */
export const PUZZLE = String.raw`
#   4\  10\ #
\3  .   .   #
\11 .   .   .
#   \6  .   .
`;

/** Solves the Kakuro above, prints it solved and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseKakuro(PUZZLE);
  // Each run is an allDifferent plus a sum; the native engine adds its exact distinct-sum propagator.
  const km = buildKakuroModel(puzzle);
  const { count, result } = await countSolutions(backend, km.model, 2);
  const first = result.solutions[0];
  let text: string;
  if (first === undefined) text = `No solution (${result.status}).`;
  else {
    const digits = decodeKakuro(km, first.values);
    const problems = checkKakuro(puzzle, digits);
    text = `Kakuro ${puzzle.rows}×${puzzle.cols}: ${count === 1 ? 'unique' : `${count}+ solutions`}, ${problems.length} problems\n${formatKakuro(puzzle, digits)}`;
  }
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
