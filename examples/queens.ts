// The 8-queens puzzle, solved as a stream: print the first three solutions as they arrive.
import { pathToFileURL } from 'node:url';
import { filter, lastValueFrom, map, take, tap, toArray } from 'rxjs';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import type { SolutionEvent } from '../core/index.js';
import { buildQueensModel, decodeQueens, formatQueens } from '../models/queens/index.js';

/** Streams solutions of the n-queens model, prints the first three boards and returns the printed text. */
export async function main(print: (text: string) => void = console.log, n = 8): Promise<string> {
  const backend = getBackend(createContainer(), 'native');
  const { model } = buildQueensModel(n);

  // The stream is cold and lazy: `take(3)` unsubscribes after the third solution, which stops the search.
  const boards = await lastValueFrom(
    backend.solve(model, { solutionLimit: Number.POSITIVE_INFINITY }).pipe(
      filter((event): event is SolutionEvent => event.type === 'solution'),
      take(3),
      map(
        (event) => `Solution ${event.index + 1}:\n${formatQueens(decodeQueens(n, event.solution.values))}\n`,
      ),
      tap((board) => print(board)),
      toArray(),
    ),
  );
  return boards.join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
