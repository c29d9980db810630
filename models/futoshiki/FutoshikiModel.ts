import type { Model } from '../../core/index.js';
import type { FutoshikiPuzzle } from './FutoshikiPuzzle.js';

/** A Futoshiki as a constraint model: variable `i` is cell `i` (row-major), named like `r2c3`. */
export interface FutoshikiModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: FutoshikiPuzzle;
}
