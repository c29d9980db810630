// Solve a 6×6 KenKen (Calcudoku): + − × ÷ cages over a Latin square.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import { buildKenKenModel, checkKenKen, parseKenKen } from '../models/kenken/index.js';
import { decodeLatin, formatLatin } from '../models/latin/index.js';

// Same letter = same cage; then each cage's target and operation (none for a one-cell cage).
const PUZZLE = `
abbbcc
ddeefc
ggghff
iijhhk
lljjmk
nloomm
a=3 b=12* c=100* d=2/ e=3/ f=36* g=30* h=40* i=2- j=72*
k=2/ l=30* m=36* n=2 o=5/
`;

/** Solves the KenKen above, prints the solution and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseKenKen(PUZZLE);
  const { model } = buildKenKenModel(puzzle);
  const { count, result } = await countSolutions(backend, model, 2);
  const first = result.solutions[0];
  let text: string;
  if (first === undefined) text = `No solution (${result.status}).`;
  else {
    const square = decodeLatin(puzzle.size, first.values);
    const problems = checkKenKen(puzzle, square);
    text = `KenKen ${puzzle.size}×${puzzle.size}: ${count === 1 ? 'unique' : 'not unique'}, ${problems.length} problems\n${formatLatin(square)}`;
  }
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
