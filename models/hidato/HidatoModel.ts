import type { Model } from '../../core/index.js';
import type { HidatoPuzzle } from './HidatoPuzzle.js';

/**
 * A hidato as a constraint model: variable `k − 1` is the position (cell index `r·cols + c`) of number
 * `k`, for k = 1..n; decode with `decodeHidato`.
 */
export interface HidatoModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: HidatoPuzzle;
  /** n, the number of cells to number. */
  readonly count: number;
}
