import { engineSolveSync } from '../../../core/solver/engineSolve.js';
import { buildSudokuModel } from '../buildSudokuModel.js';
import { decodeSolution } from '../decodeSolution.js';
import type { SudokuGrid } from '../SudokuGrid.js';
import type { CheckOptions, GivensStatus } from './GameCheck.js';

/** The solutions of a grid as far as a game needs them: how many (0, 1, 2+) and the first. */
export interface GivensSolution {
  /** `unique`, `none`, `multiple`, or `unknown` when a limit stopped the search. */
  readonly status: GivensStatus;
  /** The first solution found, when there is one. */
  readonly solution?: SudokuGrid;
  /** Why the search stopped early, for `unknown`. */
  readonly reason?: string;
}

/**
 * Solves `grid` with the core's native engine on the calling thread, looking for two solutions (enough to
 * tell unique from not), or for one when `limit` is 1 (then `unique` only means "at least one").
 * The grid must have no conflicts (the model would just be unsatisfiable).
 */
export function solveGivens(grid: SudokuGrid, options: CheckOptions = {}, limit: 1 | 2 = 2): GivensSolution {
  const { model, geometry } = buildSudokuModel(grid);
  const r = engineSolveSync(model, { ...options, solutionLimit: limit });
  const first = r.solutions[0];
  const solution = first === undefined ? undefined : decodeSolution(geometry, first.values);
  if (r.status !== 'sat' && r.status !== 'unsat') {
    const reason = r.reason ?? `search ended with status ${r.status}`;
    return solution === undefined ? { status: 'unknown', reason } : { status: 'unknown', solution, reason };
  }
  if (solution === undefined) return { status: 'none' };
  return { status: r.solutions.length >= 2 ? 'multiple' : 'unique', solution };
}
