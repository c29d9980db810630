import type { Backend, Model, SolveOptions, SolveResult } from '../../../core/index.js';

/** A backend that can solve on the calling thread: the generator makes thousands of small solves per puzzle. */
export type SyncBackend = Backend & {
  /** Synchronous solve (see `Backend.solveSync`). */
  solveSync(model: Model, options?: SolveOptions): SolveResult;
};
