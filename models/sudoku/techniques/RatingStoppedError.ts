import { CspError } from '../../../core/errors/CspError.js';

/**
 * `rate` was told to stop (`RateOptions.stop` answered true) before it finished: the puzzle has no
 * rating. The generator turns it into its time limit error, naming the rating phase.
 */
export class RatingStoppedError extends CspError {
  /** Steps rated before the stop. */
  readonly steps: number;

  /** Builds the error for a rating stopped after `steps` steps. */
  constructor(steps: number) {
    super(`rating stopped after ${steps} step${steps === 1 ? '' : 's'}`);
    this.steps = steps;
  }
}
