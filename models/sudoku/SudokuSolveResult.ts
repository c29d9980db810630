import type { SolveStatus } from '../../core/events/SolverEvent.js';
import type { SolverStatistics } from '../../core/events/SolverStatistics.js';
import type { SudokuGrid } from './SudokuGrid.js';

/** The outcome of `solveSudoku`. */
export interface SudokuSolveResult {
  /** How it ended (`sat`, `unsat`, `timeout`, …). */
  readonly status: SolveStatus;
  /** The solutions found, up to the solution limit. */
  readonly solutions: SudokuGrid[];
  /** Final statistics. */
  readonly stats: SolverStatistics;
  /** Why it stopped early, when it did. */
  readonly reason?: string;
}
