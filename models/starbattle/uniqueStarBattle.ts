import { type Backend, solveSync } from '../../core/index.js';
import { SeededRandom } from '../sudoku/index.js';
import { buildStarBattleModel } from './buildStarBattleModel.js';
import type { GeneratedStarBattle } from './generateStarBattle.js';
import { orthogonalNeighbours } from './orthogonalNeighbours.js';
import type { StarBattlePuzzle } from './StarBattlePuzzle.js';

/**
 * Makes a generated Star Battle have exactly one solution by moving cells between regions: while
 * `backend` finds a second solution, a cell holding a star of that solution but not of the planted
 * one moves to a neighbouring region (a move drawn at random with `seed`, among those keeping the region
 * it leaves connected when there are some).
 * Every region keeps its planted stars, so the planted solution stays, while the second one loses a
 * star in one region and gains one in another. At most `maxMoves` moves; the result then may still
 * have several solutions.
 */
export function uniqueStarBattle(
  g: GeneratedStarBattle,
  backend: Backend,
  seed = 1,
  maxMoves = 500,
): GeneratedStarBattle {
  const n = g.puzzle.size;
  const rng = new SeededRandom(seed);
  const regions = g.puzzle.regions.slice();
  for (let moves = 0; moves <= maxMoves; moves++) {
    const puzzle: StarBattlePuzzle = { ...g.puzzle, regions: regions.slice() };
    const sb = buildStarBattleModel(puzzle);
    const r = solveSync(backend, sb.model, { ...sb.search, solutionLimit: 2 });
    const other = r.solutions.find((s) => s.values.some((v, i) => v !== g.solution[i]));
    if (r.solutions.length < 2 || other === undefined || moves === maxMoves)
      return { puzzle, solution: g.solution };
    // Every move that kills the second solution; one keeping the region it leaves connected, at random.
    const connected: [number, number][] = [];
    const any: [number, number][] = [];
    for (let i = 0; i < n * n; i++) {
      if (other.values[i] !== 1 || g.solution[i] === 1) continue;
      for (const j of orthogonalNeighbours(n, i)) {
        if (j < 0 || regions[j] === regions[i]) continue;
        any.push([i, regions[j]!]);
        if (staysConnected(n, regions, i)) connected.push([i, regions[j]!]);
      }
    }
    const pool = connected.length > 0 ? connected : any;
    if (pool.length === 0) return { puzzle, solution: g.solution };
    const [cell, region] = pool[rng.below(pool.length)]!;
    regions[cell] = region;
  }
  return { puzzle: { ...g.puzzle, regions }, solution: g.solution };
}

/** Whether the region of `cell` stays connected (orthogonally) without it. */
function staysConnected(n: number, regions: Int32Array, cell: number): boolean {
  const g = regions[cell]!;
  const rest: number[] = [];
  for (let i = 0; i < n * n; i++) if (i !== cell && regions[i] === g) rest.push(i);
  if (rest.length === 0) return false;
  const seen = new Set<number>([rest[0]!]);
  const queue = [rest[0]!];
  while (queue.length > 0) {
    const i = queue.pop()!;
    for (const j of orthogonalNeighbours(n, i)) {
      if (j < 0 || j === cell || regions[j] !== g || seen.has(j)) continue;
      seen.add(j);
      queue.push(j);
    }
  }
  return seen.size === rest.length;
}
