import type { Backend } from '../../../core/backend/Backend.js';
import type { TechniqueOptions } from './TechniqueOptions.js';

/** Options of `rate`. */
export interface RateOptions extends TechniqueOptions {
  /**
   * Backend that checks the solution is unique before rating; it must be able to solve synchronously
   * (`solveSync`). Default: the core engine (the native backend's solver), called directly.
   */
  readonly backend?: Backend;
  /** Keep the whole path in the result (`RatedPuzzle.path`). */
  readonly keepPath?: boolean;
  /**
   * Asked before the uniqueness check and before every step (a step takes milliseconds, a whole
   * 32×32 rating about half a second): once it answers `true`, `rate` throws `RatingStoppedError`.
   * The generator passes its time limit here. Default: never stop.
   */
  readonly stop?: () => boolean;
}
