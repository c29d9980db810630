import type { Backend } from '../../../core/backend/Backend.js';
import type { SolveOptions } from '../../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../../core/backend/SolveResult.js';
import type { Model } from '../../../core/model/Model.js';

/** A backend that can solve on the calling thread: the generator makes thousands of small solves per puzzle. */
export type SyncBackend = Backend & {
  /** Synchronous solve (see `Backend.solveSync`). */
  solveSync(model: Model, options?: SolveOptions): SolveResult;
};
