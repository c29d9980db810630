import type { Model } from '../../core/index.js';
import type { LatinSquare } from './LatinSquare.js';

/** A Latin-square completion model: variable `i` is cell `i` (row-major), named like `r2c3`. */
export interface LatinModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: LatinSquare;
}
