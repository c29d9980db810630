import { SeededRandom } from '../sudoku/index.js';
import { orthogonalNeighbours } from './orthogonalNeighbours.js';
import type { StarBattlePuzzle } from './StarBattlePuzzle.js';

/** A random Star Battle with the star placement its regions were grown around. */
export interface GeneratedStarBattle {
  /** The puzzle. */
  readonly puzzle: StarBattlePuzzle;
  /** The planted solution: 1 for a star, 0 else (row-major). */
  readonly solution: Uint8Array;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Region growths tried per placement of stars before another placement is drawn. */
const GROWTHS_PER_PLACEMENT = 50;

/**
 * A seeded random Star Battle `size × size` with `stars` per row, column and region: first a random
 * placement of stars (K per row and column, none touching), then N connected regions grown from N of
 * the stars at random, each taking cells next to it until every cell is taken, never a K+1-th star.
 * The planted placement is a solution; it need not be the only one. Same seed, same puzzle.
 *
 * The placement is a row-by-row random search with restarts: quick up to 12×12 with two stars (a
 * fraction of a second), but it gives up on dense ones such as 14×14 with three.
 *
 * @throws RangeError when no placement was found (none exists, e.g. K = 2 on a side below 5, or the
 * search gave up) or the side exceeds the 52 region letters.
 */
export function generateStarBattle(size: number, stars: number, seed: number): GeneratedStarBattle {
  if (size < 1 || size > ALPHABET.length || stars < 1)
    throw new RangeError(`starbattle: cannot generate side ${size} with ${stars} star(s)`);
  const rng = new SeededRandom(seed);
  for (let attempt = 0; attempt < 300; attempt++) {
    const solution = placeStars(size, stars, rng);
    if (solution === undefined) continue;
    for (let g = 0; g < GROWTHS_PER_PLACEMENT; g++) {
      const regions = growRegions(size, stars, solution, rng);
      if (regions === undefined) continue;
      const puzzle: StarBattlePuzzle = {
        size,
        stars,
        regions,
        letters: ALPHABET.slice(0, size).split(''),
      };
      return { puzzle, solution };
    }
  }
  throw new RangeError(`starbattle: found no placement of ${stars} star(s) on a ${size}×${size} grid`);
}

/** K non-touching stars per row and column (random backtracking with a budget), or undefined. */
function placeStars(n: number, k: number, rng: SeededRandom): Uint8Array | undefined {
  const stars = new Uint8Array(n * n);
  const colCount = new Int32Array(n);
  let budget = 2_000;
  const subsets: number[][] = [];
  const build = (from: number, picked: number[]): void => {
    if (picked.length === k) {
      subsets.push(picked.slice());
      return;
    }
    for (let c = from; c < n; c++) {
      picked.push(c);
      build(c + 2, picked); // c + 2: no two stars side by side in a row
      picked.pop();
    }
  };
  build(0, []);
  if (subsets.length === 0) return undefined;
  const row = (r: number): boolean => {
    if (r === n) return true;
    if (--budget < 0) return false;
    // A column cannot take stars in two rows in a row, so it has room for ⌈rows left / 2⌉ more.
    const room = Math.ceil((n - r) / 2);
    for (let c = 0; c < n; c++) if (k - colCount[c]! > room) return false;
    const order = Int32Array.from(subsets.keys());
    rng.shuffle(order);
    for (const s of order) {
      const cols = subsets[s]!;
      const fits = cols.every(
        (c) =>
          colCount[c]! < k &&
          (r === 0 ||
            (stars[(r - 1) * n + c] === 0 &&
              (c === 0 || stars[(r - 1) * n + c - 1] === 0) &&
              (c === n - 1 || stars[(r - 1) * n + c + 1] === 0))),
      );
      if (!fits) continue;
      for (const c of cols) {
        stars[r * n + c] = 1;
        colCount[c]!++;
      }
      if (row(r + 1)) return true;
      for (const c of cols) {
        stars[r * n + c] = 0;
        colCount[c]!--;
      }
    }
    return false;
  };
  return row(0) ? stars : undefined;
}

/**
 * N connected regions of K stars each, grown from N random stars of the placement, or undefined when
 * the growth gets stuck (a star only regions already full of stars can reach).
 */
function growRegions(n: number, k: number, stars: Uint8Array, rng: SeededRandom): Int32Array | undefined {
  const region = new Int32Array(n * n).fill(-1);
  const starCells: number[] = [];
  for (let i = 0; i < n * n; i++) if (stars[i] === 1) starCells.push(i);
  const order = Int32Array.from(starCells);
  rng.shuffle(order);
  const starCount = new Int32Array(n);
  for (let g = 0; g < n; g++) {
    region[order[g]!] = g;
    starCount[g] = 1;
  }
  let left = n * n - n;
  const moves: number[] = [];
  while (left > 0) {
    // Every (region, free neighbour) pair that is allowed, one drawn at random.
    moves.length = 0;
    for (let i = 0; i < n * n; i++) {
      if (region[i] !== -1) continue;
      for (const j of orthogonalNeighbours(n, i)) {
        if (j < 0) continue;
        const g = region[j]!;
        if (g < 0 || (stars[i] === 1 && starCount[g]! >= k)) continue;
        moves.push(i * n + g);
      }
    }
    if (moves.length === 0) return undefined;
    const mv = moves[rng.below(moves.length)]!;
    const cell = Math.floor(mv / n);
    const g = mv % n;
    region[cell] = g;
    if (stars[cell] === 1) starCount[g]!++;
    left--;
  }
  for (let g = 0; g < n; g++) if (starCount[g] !== k) return undefined;
  // Letters in order of first appearance, as the parser numbers them.
  const renumber = new Int32Array(n).fill(-1);
  let next = 0;
  for (let i = 0; i < n * n; i++) {
    const g = region[i]!;
    if (renumber[g] === -1) renumber[g] = next++;
    region[i] = renumber[g]!;
  }
  return region;
}
