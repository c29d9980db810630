// The README's API example: a model of your own, then a sudoku followed as an Observable.
import { pathToFileURL } from 'node:url';
import { filter, lastValueFrom, take, toArray } from 'rxjs';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import { countSolutions, Model, solveOne } from '../core/index.js';
import { parseLine, type SudokuPlacedEvent, solveSudoku$ } from '../models/sudoku/index.js';

/** Runs the tour, printing as it goes; returns the printed lines. */
export async function main(print: (text: string) => void = console.log): Promise<string[]> {
  const out: string[] = [];
  const say = (s: string): void => {
    out.push(s);
    print(s);
  };
  const backend = getBackend(createContainer(), 'native');

  // x + y = 10 and x < y over 1..9
  const m = new Model();
  const x = m.intVar('x', { min: 1, max: 9 });
  const y = m.intVar('y', { min: 1, max: 9 });
  m.linear([x, y], [1, 1], '=', 10);
  m.lessThan(x, y);
  const first = await solveOne(backend, m);
  say(`${first.status} ${JSON.stringify(first.solutions[0]?.toRecord())}`); // sat {"x":1,"y":9}
  say(`solutions: ${(await countSolutions(backend, m, 100)).count}`); // 4

  // A sudoku, cell by cell: the first five placements, in grid terms
  const grid = parseLine('..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..');
  const placed = await lastValueFrom(
    solveSudoku$(grid, { backend, detail: true }).pipe(
      filter((e): e is SudokuPlacedEvent => e.type === 'placed'),
      take(5),
      toArray(),
    ),
  );
  for (const e of placed) say(`${e.name} = ${e.value}`);
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
