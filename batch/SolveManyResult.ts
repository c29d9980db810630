import type { SolveStatus } from '../core/events/SolverEvent.js';
import type { SudokuGrid } from '../models/sudoku/SudokuGrid.js';

/** The answer of {@link solveMany} to one puzzle. */
export interface SolveManyResult {
  /** The puzzle's position in the input, from 0. */
  readonly index: number;
  /**
   * The backend's status (`sat`, `unsat`, `timeout`, …), or `invalid` for a puzzle that could not be
   * read or whose givens clash (no search is run for those).
   */
  readonly status: SolveStatus | 'invalid';
  /** The solutions found, up to `solutionLimit` (empty unless `sat`). */
  readonly solutions: readonly SudokuGrid[];
  /** Why the puzzle is invalid, or why the backend stopped without an answer. */
  readonly reason?: string;
}
