import type { SolveOptions } from '../../../core/backend/SolveOptions.js';
import { takesOption } from '../../../core/backend/solveHelpers.js';
import { NO_RESTARTS } from '../../../core/search/RestartPolicy.js';
import { randomValue } from '../../../core/search/ValueOrder.js';
import { mrv } from '../../../core/search/VariableOrder.js';
import { buildSudokuModel } from '../buildSudokuModel.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import { SudokuGrid } from '../SudokuGrid.js';
import { inTime, limited, NO_LIMIT } from './limited.js';
import { patternGrid } from './patternGrid.js';
import type { SeededRandom } from './SeededRandom.js';
import type { SyncBackend } from './SyncBackend.js';
import { shuffleGrid } from './shuffleGrid.js';

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
 * Search nodes per cell all tries together may spend before the grid is drawn as a shuffled pattern grid
 * instead (at least {@link FILL_NODES_MIN} on small grids). A try that would pass it is not started: on
 * 64×64 the searches that succeed do so within 5 tries (124 nodes per cell), while a seed that wanders into
 * a dead region (64×64, seed 2) used to double its limit for minutes. Nodes, not time: the same seed gives
 * the same grid on every machine.
 */
export const FILL_NODES_PER_CELL = 128;

/** The least node budget of a grid fill, whatever its size: small grids never come near it. */
export const FILL_NODES_MIN = 64_000;

/**
 * Largest side filled by search. Beyond it a random search on the empty grid wanders into dead regions
 * far more often than it succeeds (81×81, seed 1: 8 tries, 3.3 M nodes, a minute of CPU, all in the
 * engine's propagation), so larger grids are drawn as a shuffled pattern grid, like the backends without
 * a random value order. Sides up to 64 keep the search: the same seed gives the same puzzles as before.
 */
export const SEARCH_FILL_MAX_SIZE = 64;

/**
 * A random complete grid of any box shape, by search on the empty grid with a random value order (seeded
 * from `rng`). Most searches succeed without backtracking much; the few that wander into a dead region are
 * cut off by a node limit and restarted with a new seed and twice the limit, so the time stays bounded on
 * large grids and the loop still ends (the limit grows until a search can finish).
 *
 * A backend without a random value order (dlx, sat) solves the empty grid once, and the grid is then
 * shuffled by relabelling digits and permuting rows, bands, columns and stacks (see `shuffleGrid`).
 * Sides above {@link SEARCH_FILL_MAX_SIZE} shuffle the pattern grid (`patternGrid`) without any search, and
 * so does a search path whose next try would pass {@link FILL_NODES_PER_CELL} nodes per cell in all.
 * `timeLeft` (ms; default: no limit) bounds each search; a search stopped by it throws `OutOfTime`
 * (internal: `PuzzleMaker` turns it into a `GenerationTimeoutError`).
 */
export function randomSolution(
  geometry: SudokuGeometry,
  backend: SyncBackend,
  rng: SeededRandom,
  timeLeft: () => number = NO_LIMIT,
): RandomSolution {
  const steps = randomSolutionSteps(geometry, backend, rng, timeLeft);
  for (;;) {
    const s = steps.next();
    if (s.done === true) return s.value;
  }
}

/**
 * {@link randomSolution} step by step: yields the number of each search that ran out of nodes before the
 * next one starts (so a caller can report progress and check its clock), and returns the grid.
 */
export function* randomSolutionSteps(
  geometry: SudokuGeometry,
  backend: SyncBackend,
  rng: SeededRandom,
  timeLeft: () => number = NO_LIMIT,
): Generator<number, RandomSolution> {
  if (geometry.size > SEARCH_FILL_MAX_SIZE) {
    return { cells: shuffleGrid(geometry, patternGrid(geometry), rng), tries: 0, nodes: 0 };
  }
  const { model } = buildSudokuModel(new SudokuGrid(geometry));
  if (!takesOption(backend, 'valueOrder') || !takesOption(backend, 'seed')) {
    const r = inTime(backend.solveSync(model, limited({ solutionLimit: 1 }, timeLeft)));
    const found = r.solutions[0];
    if (r.status !== 'sat' || found === undefined) {
      throw new Error(`backend '${backend.id}' found no complete ${geometry.describe()} grid (${r.status})`);
    }
    return { cells: shuffleGrid(geometry, found.values, rng), tries: 1, nodes: r.stats.nodes };
  }
  const capped = takesOption(backend, 'nodeLimit');
  let limit = Math.max(1000, NODES_PER_CELL * geometry.cellCount);
  const budget = Math.max(FILL_NODES_MIN, FILL_NODES_PER_CELL * geometry.cellCount);
  let nodes = 0;
  for (let tries = 1; ; tries++) {
    if (tries > 1 && capped && nodes + limit > budget) {
      return { cells: shuffleGrid(geometry, patternGrid(geometry), rng), tries: tries - 1, nodes };
    }
    const options: SolveOptions = {
      solutionLimit: 1,
      valueOrder: randomValue,
      variableOrder: mrv,
      restarts: NO_RESTARTS,
      seed: rng.uint32(),
    };
    const r = inTime(
      backend.solveSync(model, limited(capped ? { ...options, nodeLimit: limit } : options, timeLeft)),
    );
    nodes += r.stats.nodes;
    const found = r.solutions[0];
    if (r.status === 'sat' && found !== undefined)
      return { cells: Int32Array.from(found.values), tries, nodes };
    if (r.status === 'unsat') {
      // Every box shape has complete grids (shifted rows), so this is a backend bug, not bad input.
      throw new Error(`backend '${backend.id}' found no complete ${geometry.describe()} grid`);
    }
    limit *= 2;
    yield tries;
  }
}
