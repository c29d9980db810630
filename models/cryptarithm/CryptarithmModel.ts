import type { Model } from '../../core/index.js';
import type { Cryptarithm } from './Cryptarithm.js';

/** A cryptarithm model: variable `i` is the digit of `letters[i]`, named by the letter itself. */
export interface CryptarithmModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: Cryptarithm;
  /** The letters, in variable order. */
  readonly letters: readonly string[];
  /** The place-value coefficient of each letter in the single linear constraint (result letters count negative). */
  readonly coefficients: readonly number[];
}
