import type { Model } from '../../core/index.js';
import type { NonogramPuzzle } from './NonogramPuzzle.js';

/** A nonogram as a constraint model: variable `r·width + c` is cell (r, c), 1 = filled. */
export interface NonogramModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: NonogramPuzzle;
}
