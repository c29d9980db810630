import type { Backend } from '../../core/backend/Backend.js';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';

/**
 * How to solve a sudoku: any backend option, the backend itself, and whether to report each cell's changes.
 * Fine events are all or nothing: `detail: true` (or any `trace` flag) turns on both the decision and the
 * domain trace, which `solveSudoku$` needs to tell which value a cell received.
 */
export type SudokuSolveOptions = SolveOptions & {
  /** The backend to solve with. */
  readonly backend: Backend;
  /** Emit `placed`, `eliminated` and `backtrack` events (slows the search; off by default). */
  readonly detail?: boolean;
};
