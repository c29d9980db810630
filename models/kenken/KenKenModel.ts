import type { Model } from '../../core/index.js';
import type { KenKenPuzzle } from './KenKenPuzzle.js';

/** A KenKen puzzle as a constraint model: variable `i` is cell `i` (row-major), named like `r2c3`. */
export interface KenKenModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: KenKenPuzzle;
}
