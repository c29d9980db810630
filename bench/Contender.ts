import type { Backend, SolveOptions, SolveStatus } from '../core/index.js';
import { collectResult } from '../core/index.js';
import type { SudokuGrid } from '../models/sudoku/index.js';
import { buildSudokuModel, decodeSolution } from '../models/sudoku/index.js';
import { solveWithDancingLinks } from './solveWithDancingLinks.js';

/** Name of the `dancing-links` package baseline contender. */
export const DANCING_LINKS = 'dancing-links';

/** What one contender answered for one puzzle (checked by the caller, outside the timed region). */
export interface Outcome {
  /** How the solve ended. */
  readonly status: SolveStatus;
  /** The solved grid when `status` is `sat`. */
  readonly solution?: SudokuGrid;
  /** Search nodes, when the contender counts them. */
  readonly nodes?: number;
  /**
   * CPU ms of the solve when the contender measures it itself (an outside solver in a child
   * process, whose time the bench's own process clock does not see); else the bench measures.
   */
  readonly cpuMs?: number;
  /** CPU ms spent before the solve proper (writing the CNF for an outside solver), when separate. */
  readonly exportMs?: number;
}

/** Something the bench can time on a sudoku: a registered backend or an outside baseline. */
export interface Contender {
  /** Name shown in the tables. */
  readonly name: string;
  /** Whether it honours a time limit (the baseline does not, so it only runs on 9×9 sets). */
  readonly honoursTimeout: boolean;
  /** Solves one puzzle: synchronously when it can, so no promise machinery is timed. */
  solve(puzzle: SudokuGrid, timeoutMs: number): Outcome | Promise<Outcome>;
}

/**
 * Wraps a backend: the timed work is what a user pays for — build the model, solve, decode.
 * `name` and `backendOptions` make one configuration of it a contender of its own (see
 * `NATIVE_CONFIGS`); by default the backend's id and no options.
 */
export function backendContender(
  backend: Backend,
  name: string = backend.id,
  backendOptions?: SolveOptions['backendOptions'],
): Contender {
  const finish = (
    puzzle: SudokuGrid,
    status: SolveStatus,
    values: Int32Array | undefined,
    nodes: number,
  ): Outcome =>
    status === 'sat' && values !== undefined
      ? { status, solution: decodeSolution(puzzle.geometry, values), nodes }
      : { status, nodes };
  return {
    name,
    honoursTimeout: true,
    solve(puzzle, timeoutMs) {
      const { model } = buildSudokuModel(puzzle);
      const options: SolveOptions =
        backendOptions === undefined
          ? { solutionLimit: 1, timeoutMs }
          : { solutionLimit: 1, timeoutMs, backendOptions };
      if (backend.solveSync) {
        const r = backend.solveSync(model, options);
        return finish(puzzle, r.status, r.solutions[0]?.values, r.stats.nodes);
      }
      return collectResult(backend.solve(model, options)).then((r) =>
        finish(puzzle, r.status, r.solutions[0]?.values, r.stats.nodes),
      );
    },
  };
}

/** The `dancing-links` npm package on a pruned exact-cover encoding (see `solveWithDancingLinks`). */
export const dancingLinksContender: Contender = {
  name: DANCING_LINKS,
  honoursTimeout: false,
  solve(puzzle) {
    const solution = solveWithDancingLinks(puzzle);
    return solution === undefined ? { status: 'unsat' } : { status: 'sat', solution };
  },
};
