import type { SolveStatus } from '../events/SolverEvent.js';
import type { SolverStatistics } from '../events/SolverStatistics.js';
import type { Solution } from '../model/Solution.js';

/** The outcome of a batch solve. */
export interface SolveResult {
  /** How it ended. */
  readonly status: SolveStatus;
  /** Solutions found (up to the solution limit); with an objective, each improves on the one before. */
  readonly solutions: readonly Solution[];
  /** With an objective and a solution: the objective value of the best (last) solution. */
  readonly objective?: number;
  /** Final statistics. */
  readonly stats: SolverStatistics;
  /** Why it stopped early, if it did. */
  readonly reason?: string;
  /** Which member of a portfolio gave the answer (see `FinishedEvent.member`). */
  readonly member?: string;
}
