// Complete a partial Latin square (quasigroup completion) and check that the answer is unique.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions, solveOne } from '../core/index.js';
import { buildLatinModel, checkLatin, decodeLatin, formatLatin, parseLatin } from '../models/latin/index.js';

const PUZZLE = `
1 2 . . .
2 . 3 . .
. 4 . 1 .
. . . . 5
3 . . . .
`;

/** Completes the puzzle above, prints it with its completion and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseLatin(PUZZLE);
  const { model } = buildLatinModel(puzzle);

  const result = await solveOne(backend, model);
  const lines = [`Puzzle:\n${formatLatin(puzzle)}`];
  const first = result.solutions[0];
  if (first === undefined) lines.push(`No completion (${result.status}).`);
  else {
    const solution = decodeLatin(puzzle.size, first.values);
    const problems = checkLatin(puzzle, solution); // an independent check, no solver involved
    const { capped } = await countSolutions(backend, model, 2); // stop at 2: enough to tell "unique"
    lines.push(`Completion (${capped ? 'not unique' : 'unique'}, ${problems.length} problems):`);
    lines.push(formatLatin(solution));
  }
  const text = lines.join('\n\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
