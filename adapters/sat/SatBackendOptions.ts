import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import type { SatEncodeOptions } from './SatEncodeOptions.js';

/**
 * When the `sat` backend runs MiniSat in a worker thread:
 * `auto` (default) when the CNF has more than `inlineMaxClauses` clauses and the solve can be
 * stopped: an Observable solve (unsubscribing), or a synchronous one with a time limit or an abort
 * signal; `always`; `never` (the calling thread; a time limit is then only checked between
 * solutions, and unsubscribing cannot interrupt MiniSat).
 */
export type SatWorkerMode = 'auto' | 'always' | 'never';

/** Construction options of the `sat` backend. */
export interface SatBackendOptions extends SatEncodeOptions {
  /** See {@link SatWorkerMode}. */
  readonly worker?: SatWorkerMode;
  /**
   * In `auto` mode, CNFs with at most this many clauses are solved on the calling thread even with
   * a time limit: MiniSat answers them in milliseconds, and the thread hop would cost more than the
   * solve (default 20,000; a 9×9 sudoku has under 2,000).
   */
  readonly inlineMaxClauses?: number;
  /** See `MiniSatRunnerOptions.reuseMaxVars`. */
  readonly reuseMaxVars?: number;
  /** See `MiniSatRunnerOptions.rebuildAfter`. */
  readonly rebuildAfter?: number;
  /** See `MiniSatRunnerOptions.reserveHeapBytes` (a diagnostic hook; default 0). */
  readonly reserveHeapBytes?: number;
  /** Kinds to look up before the model's own registry (to supply CNF encodings, say). */
  readonly kinds?: KindRegistry;
  /** `supports()` warns when a rough clause estimate of the full encoding exceeds this (default 20 million). */
  readonly warnClauses?: number;
}
