import type { Model } from '../../core/index.js';

/** A magic-square model: variable `i` is cell `i` (row-major), named like `r2c3`, domain `1..n²`. */
export interface MagicSquareModel {
  /** The constraint model. */
  readonly model: Model;
  /** The order n. */
  readonly order: number;
  /** The magic constant `n(n² + 1) / 2` every line adds up to. */
  readonly magicSum: number;
}
