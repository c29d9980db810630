import { engineSolveSync, lubyRestarts, Model, randomValue } from '../../core/index.js';
import { SeededRandom } from '../sudoku/index.js';
import { orthogonalNeighbours } from './orthogonalNeighbours.js';
import type { StarBattlePuzzle } from './StarBattlePuzzle.js';
import { starBattleCellName } from './starBattleCellName.js';

/** A random Star Battle with the star placement its regions were grown around. */
export interface GeneratedStarBattle {
  /** The puzzle. */
  readonly puzzle: StarBattlePuzzle;
  /** The planted solution: 1 for a star, 0 else (row-major). */
  readonly solution: Uint8Array;
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Search nodes one placement of stars may take before another seed is tried. */
const PLACEMENT_NODES = 50_000;

/** Luby scale of the placement search's restarts (random values make restarts pay). */
const PLACEMENT_LUBY_SCALE = 50;

/** Region growths tried per placement of stars before another placement is drawn. */
const GROWTHS_PER_PLACEMENT = 50;

/**
 * A seeded random Star Battle `size × size` with `stars` per row, column and region: first a random
 * placement of stars (K per row and column, none touching), then N connected regions grown from N of
 * the stars at random, each taking cells next to it until every cell is taken, never a K+1-th star.
 * The planted placement is a solution; it need not be the only one. Same seed, same puzzle.
 *
 * The placement is a search of the core engine with random values and restarts: milliseconds up to
 * 16×16 with three stars.
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

/**
 * K non-touching stars per row and column, or undefined when the search gave up: the region-free
 * Star Battle model (a sum per row and column, at most one star per 2×2 block) solved by the core
 * engine with random values, Luby restarts and a node budget. A row-by-row random backtracking is
 * quick on sparse grids but lost on dense ones (14×14 with three stars); propagation is not.
 */
function placeStars(n: number, k: number, rng: SeededRandom): Uint8Array | undefined {
  const model = new Model();
  const x = model.intVars(n * n, (i) => starBattleCellName(n, i), { min: 0, max: 1 });
  for (let r = 0; r < n; r++) model.sum(x.slice(r * n, r * n + n), '=', k);
  for (let c = 0; c < n; c++) {
    model.sum(
      x.filter((_, i) => i % n === c),
      '=',
      k,
    );
  }
  for (let r = 0; r + 1 < n; r++) {
    for (let c = 0; c + 1 < n; c++) {
      const i = r * n + c;
      model.sum([x[i]!, x[i + 1]!, x[i + n]!, x[i + n + 1]!], '<=', 1);
    }
  }
  const result = engineSolveSync(model, {
    valueOrder: randomValue,
    restarts: lubyRestarts(PLACEMENT_LUBY_SCALE),
    seed: 1 + rng.below(0x7fffffff),
    nodeLimit: PLACEMENT_NODES,
  });
  const found = result.solutions[0];
  return found === undefined ? undefined : Uint8Array.from(found.values);
}

/**
 * N connected regions of K stars each, grown from N random stars of the placement, or undefined when
 * a region can reach no free star. First every region links K stars: in turns, a region short of stars
 * claims a shortest path of free cells to its nearest free star (random among equals). Then the
 * remaining cells, none of them a star, join a random neighbouring region one at a time, which can
 * never get stuck. Linking first is what lets dense placements (14×14 with three stars) get regions:
 * growing blindly strands a star among full regions far too often there.
 */
function growRegions(n: number, k: number, stars: Uint8Array, rng: SeededRandom): Int32Array | undefined {
  const cells = n * n;
  const region = new Int32Array(cells).fill(-1);
  const starCells: number[] = [];
  for (let i = 0; i < cells; i++) if (stars[i] === 1) starCells.push(i);
  const order = Int32Array.from(starCells);
  rng.shuffle(order);
  const starCount = new Int32Array(n);
  for (let g = 0; g < n; g++) {
    region[order[g]!] = g;
    starCount[g] = 1;
  }
  const from = new Int32Array(cells);
  const queue = new Int32Array(cells);
  for (let round = 1; round < k; round++) {
    const turn = Int32Array.from({ length: n }, (_, g) => g);
    rng.shuffle(turn);
    for (const g of turn) {
      const target = nearestFreeStar(n, g, region, stars, from, queue, rng);
      if (target < 0) return undefined;
      for (let c = target; region[c] !== g; c = from[c]!) region[c] = g;
      starCount[g]!++;
    }
  }
  let left = 0;
  for (let i = 0; i < cells; i++) if (region[i] === -1) left++;
  const moves: number[] = [];
  while (left > 0) {
    // Every (free cell, neighbouring region) pair, one drawn at random.
    moves.length = 0;
    for (let i = 0; i < cells; i++) {
      if (region[i] !== -1) continue;
      for (const j of orthogonalNeighbours(n, i))
        if (j >= 0 && region[j]! >= 0) moves.push(i * n + region[j]!);
    }
    const mv = moves[rng.below(moves.length)]!;
    region[Math.floor(mv / n)] = mv % n;
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

/**
 * The free star nearest to region `g` by a path of free non-star cells (breadth first from the whole
 * region, neighbours in random order), with `from` holding the path back; -1 when there is none.
 */
function nearestFreeStar(
  n: number,
  g: number,
  region: Int32Array,
  stars: Uint8Array,
  from: Int32Array,
  queue: Int32Array,
  rng: SeededRandom,
): number {
  from.fill(-1);
  let head = 0;
  let tail = 0;
  for (let i = 0; i < n * n; i++) {
    if (region[i] === g) {
      queue[tail++] = i;
      from[i] = i;
    }
  }
  const next = new Int32Array(4);
  while (head < tail) {
    const c = queue[head++]!;
    const nb = orthogonalNeighbours(n, c);
    for (let d = 0; d < 4; d++) next[d] = nb[d]!;
    rng.shuffle(next);
    for (let d = 0; d < 4; d++) {
      const j = next[d]!;
      if (j < 0 || from[j] !== -1 || region[j] !== -1) continue;
      from[j] = c;
      if (stars[j] === 1) return j;
      queue[tail++] = j;
    }
  }
  return -1;
}
