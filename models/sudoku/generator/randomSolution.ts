import { buildSudokuModel } from '../buildSudokuModel.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGrid } from '../SudokuGrid.js';
import type { SeededRandom } from './SeededRandom.js';
import type { SyncBackend } from './SyncBackend.js';

/** A random complete grid and what it cost. */
export interface RandomSolution {
  /** The complete grid, one value per cell. */
  readonly cells: Int32Array;
  /** Searches started (1 when the first one succeeded; each restart adds one). */
  readonly tries: number;
  /** Search nodes over all tries. */
  readonly nodes: number;
}

/** Search nodes per cell allowed to the first try; each restart doubles it. */
const NODES_PER_CELL = 4;

/**
 * A random complete grid of any box shape, by search on the empty grid with a random value order (seeded
 * from `rng`). Most searches succeed without backtracking much; the few that wander into a dead region are
 * cut off by a node limit and restarted with a new seed and twice the limit, so the time stays bounded on
 * large grids and the loop still ends (the limit grows until a search can finish).
 */
export function randomSolution(
  geometry: SudokuGeometry,
  backend: SyncBackend,
  rng: SeededRandom,
): RandomSolution {
  const { model } = buildSudokuModel(new SudokuGrid(geometry));
  let limit = Math.max(1000, NODES_PER_CELL * geometry.cellCount);
  let nodes = 0;
  for (let tries = 1; ; tries++) {
    const r = backend.solveSync(model, {
      solutionLimit: 1,
      valueOrder: 'random',
      variableOrder: 'mrv',
      restarts: false,
      seed: rng.uint32(),
      nodeLimit: limit,
    });
    nodes += r.stats.nodes;
    const found = r.solutions[0];
    if (r.status === 'sat' && found !== undefined)
      return { cells: Int32Array.from(found.values), tries, nodes };
    if (r.status === 'unsat') {
      // Every box shape has complete grids (shifted rows), so this is a backend bug, not bad input.
      throw new Error(`backend '${backend.id}' found no complete ${geometry.describe()} grid`);
    }
    limit *= 2;
  }
}
