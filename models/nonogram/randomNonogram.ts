import { nonogramClue, Random } from '../../core/index.js';
import type { NonogramPuzzle } from './NonogramPuzzle.js';

/** A random nonogram and the picture it was made from. */
export interface RandomNonogram {
  /** The clues of {@link RandomNonogram.picture}. */
  readonly puzzle: NonogramPuzzle;
  /** The picture, row-major, 1 = filled: one solution (not necessarily the only one). */
  readonly picture: Uint8Array;
}

/**
 * A seeded random nonogram: each cell of a `width`×`height` picture is filled with probability
 * `density`, and the clues are read off the picture. The same arguments give the same puzzle on every
 * machine. The picture solves the puzzle; whether it is the only solution is left to a count.
 */
export function randomNonogram(width: number, height: number, density: number, seed: number): RandomNonogram {
  const rnd = new Random(seed);
  const picture = new Uint8Array(width * height);
  for (let i = 0; i < picture.length; i++) picture[i] = rnd.below(1_000_000) < density * 1_000_000 ? 1 : 0;
  const rows = Array.from({ length: height }, (_, r) =>
    nonogramClue(Array.from(picture.subarray(r * width, (r + 1) * width))),
  );
  const columns = Array.from({ length: width }, (_, c) =>
    nonogramClue(Array.from({ length: height }, (_, r) => picture[r * width + c]!)),
  );
  return { puzzle: { width, height, rows, columns }, picture };
}
