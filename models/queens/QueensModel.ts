import type { Model } from '../../core/index.js';

/** An n-queens model: one variable per row (`q1`..`qn`) holding the 1-based column of that row's queen. */
export interface QueensModel {
  /** The constraint model; variable `i` is row `i + 1`. */
  readonly model: Model;
  /** Board size. */
  readonly n: number;
}
