// Generating puzzles: a seeded 9×9 at a target grade, the same puzzle again from its seed, a stream of
// symmetric 12×12 puzzles with progress, stopped by `take`.
import { pathToFileURL } from 'node:url';
import { filter, lastValueFrom, map, take, tap, toArray } from 'rxjs';
import { createContainer, getBackend } from '../adapters/createContainer.js';
import {
  formatHuman,
  formatLine,
  type GeneratePuzzleEvent,
  generate,
  generate$,
  SudokuGeometry,
} from '../models/sudoku/index.js';

/** Generates, prints as it goes, and returns the printed lines. */
export async function main(print: (text: string) => void = console.log): Promise<string[]> {
  const out: string[] = [];
  const say = (s: string): void => {
    out.push(s);
    print(s);
  };
  const backend = getBackend(createContainer(), 'native');

  // One 9×9 puzzle at grade fiendish or harder, with half-turn symmetry. The seed makes it again.
  const p = generate({ backend, seed: 2024, difficulty: 'fiendish+', symmetry: 'rotational' });
  say(
    `seed ${p.seed}: ${p.givens} givens, ${p.rating?.grade} (score ${p.rating?.score}), ${p.stats.attempts} attempts`,
  );
  say(formatHuman(p.puzzle).trimEnd());
  const again = generate({ backend, seed: p.seed, difficulty: 'fiendish+', symmetry: 'rotational' });
  say(`same seed, same puzzle: ${formatLine(again.puzzle) === formatLine(p.puzzle)}`);

  // An endless stream of 12×12 puzzles (4×3 boxes), mirror-symmetric: take(2) stops it after two.
  let progress = 0;
  const lines = await lastValueFrom(
    generate$({
      backend,
      seed: 7,
      geometry: SudokuGeometry.fromBox(4, 3),
      symmetry: 'mirror',
      count: Number.POSITIVE_INFINITY,
    }).pipe(
      tap((e) => {
        if (e.type === 'progress') progress++;
      }),
      filter((e): e is GeneratePuzzleEvent => e.type === 'puzzle'),
      take(2),
      map(
        (e) =>
          `12×12 #${e.index} (seed ${e.puzzle.seed}, ${e.puzzle.givens} givens): ${formatLine(e.puzzle.puzzle)}`,
      ),
      toArray(),
    ),
  );
  for (const line of lines) say(line);
  say(`progress events seen: ${progress > 0}`);
  return out;
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
