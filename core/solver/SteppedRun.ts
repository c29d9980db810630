import type { SolverStatistics } from '../events/SolverStatistics.js';
import type { RunOutcome } from './EngineRun.js';

/**
 * A solve that advances in slices: what the event-stream and run-to-end drivers need from a
 * backend's search (the native `EngineRun`, the dancing-links `DlxRun`, or your own).
 */
export interface SteppedRun {
  /** Runs until `sliceEnd` (a `performance.now()` time) or the end; `true` when the solve is over. */
  step(sliceEnd: number): boolean;
  /** The final status once `step` returned `true`. */
  readonly result: RunOutcome | null;
  /** Statistics at this moment. */
  stats(): SolverStatistics;
  /** Stops the run from outside (unsubscribe). */
  cancel(reason?: string): void;
}
