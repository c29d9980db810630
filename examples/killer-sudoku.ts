// Solve a killer sudoku written in the cage-map format, check the answer and that it is unique.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import { buildKillerModel, checkKiller, KILLER_SOLVE_OPTIONS, parseKiller } from '../models/killer/index.js';
import { decodeSolution, formatHuman } from '../models/sudoku/index.js';

// Wikipedia's killer sudoku (File:Killersudoku_color.svg, public domain): same letter = same cage.
const PUZZLE = `
aabbbfghi
ccddffghi
cceefkjji
onnelkjri
oppmlkrrw
spqmlyxxw
sqqmvyyAA
stuvvzzAA
stuvBBBCC
a=3 b=15 c=25 d=17 e=9 f=22 g=4 h=16 i=15 j=20
k=8 l=17 m=20 n=14 o=6 p=13 q=6 r=17 s=27 t=8
u=16 v=10 w=12 x=6 y=20 z=15 A=14 B=13 C=17
`;

/** Solves the killer above, prints the solution and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const puzzle = parseKiller(PUZZLE);
  const killer = buildKillerModel(puzzle);
  // Stop at 2 solutions: enough to tell "unique".
  const { count, result } = await countSolutions(backend, killer.model, 2, KILLER_SOLVE_OPTIONS);
  const first = result.solutions[0];
  let text: string;
  if (first === undefined) text = `No solution (${result.status}).`;
  else {
    const grid = decodeSolution(killer.geometry, first.values);
    const problems = checkKiller(puzzle, grid); // an independent check, no solver involved
    text = `Killer sudoku, ${puzzle.cages.length} cages: ${count === 1 ? 'unique' : 'not unique'}, ${problems.length} problems\n${formatHuman(grid)}`;
  }
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
