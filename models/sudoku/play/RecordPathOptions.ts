import type { Backend } from '../../../core/backend/Backend.js';
import type { SolveOptions } from '../../../core/backend/SolveOptions.js';

/**
 * How to record a solution path: the search options of the solve (value and variable order, seed, …),
 * plus what to record. Solution limit and trace flags are set by the recorder.
 */
export type RecordPathOptions = Omit<SolveOptions, 'solutionLimit' | 'trace'> & {
  /**
   * The backend to solve with; it must emit the opt-in `decision`, `backtrack` and `domain` trace events.
   * Default: the core's native engine.
   */
  readonly backend?: Backend;
  /** Also record `eliminate` steps (candidates removed without fixing a cell); off by default. */
  readonly eliminations?: boolean;
  /** Stop recording, and the search, after this many steps (default 1,000,000); the path is then truncated. */
  readonly maxSteps?: number;
};
