// A killer sudoku with thermometers, stated as a variant puzzle: givens, cages and thermometers as data.
// Solves it, proves the solution unique and checks it without the solver.
import { pathToFileURL } from 'node:url';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions } from '../core/index.js';
import { formatHuman } from '../models/sudoku/index.js';
import type { VariantConstraint, VariantPuzzle } from '../models/sudoku/variants/index.js';
import {
  buildVariantModel,
  checkVariantSolution,
  decodeVariantSolution,
} from '../models/sudoku/variants/index.js';

/** Cages as `[sum, ...cells]`. */
const CAGES: [number, ...string[]][] = [
  [8, 'r1c1', 'r1c2'],
  [3, 'r1c3', 'r1c4'],
  [19, 'r1c5', 'r2c5', 'r3c5'],
  [19, 'r1c6', 'r1c7', 'r2c6'],
  [10, 'r1c8', 'r1c9'],
  [17, 'r2c1', 'r2c2', 'r3c2'],
  [5, 'r2c3', 'r2c4'],
  [8, 'r2c7', 'r3c7'],
  [9, 'r2c8', 'r3c8'],
  [11, 'r2c9', 'r3c9'],
  [12, 'r3c1', 'r4c1', 'r4c2'],
  [17, 'r3c3', 'r3c4', 'r4c3'],
  [14, 'r3c6', 'r4c6', 'r4c7'],
  [12, 'r4c4', 'r5c4'],
];

/** Thermometers, bulb first. */
const THERMOS: string[][] = [
  ['r5c4', 'r6c3', 'r6c2', 'r5c3'],
  ['r8c2', 'r9c3', 'r9c4'],
  ['r3c9', 'r4c9', 'r5c8', 'r4c8'],
  ['r5c5', 'r4c5', 'r4c4'],
];

/** The puzzle, exactly as it would be written in a variant JSON file. */
export const PUZZLE: VariantPuzzle = {
  size: 9,
  givens: '............................4............2.............72....3......4..8.........',
  constraints: [
    ...CAGES.map(([sum, ...cells]): VariantConstraint => ({ type: 'killer', cells, sum })),
    ...THERMOS.map((cells): VariantConstraint => ({ type: 'thermometer', cells })),
  ],
};

/** Solves the puzzle, prints the solution with its checks and returns the printed text. */
export async function main(print: (text: string) => void = console.log): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const vm = buildVariantModel(PUZZLE); // validates everything before any search
  // Count up to 2: one solution found, and none other exists.
  const { count, result } = await countSolutions(backend, vm.model, 2);
  const first = result.solutions[0];
  if (first === undefined) {
    print(`No solution (${result.status}).`);
    return `No solution (${result.status}).`;
  }
  const grid = decodeVariantSolution(vm, first.values);
  const problems = checkVariantSolution(PUZZLE, grid); // an independent check, no solver involved
  const text = [
    `Killer + thermometers: ${CAGES.length} cages, ${THERMOS.length} thermometers, ${vm.givens.givenCount} givens`,
    `${count === 1 ? 'unique' : 'not unique'} solution, ${problems.length} problems, ${result.stats.nodes} nodes:`,
    formatHuman(grid).trimEnd(),
  ].join('\n');
  print(text);
  return text;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
