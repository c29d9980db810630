import type { Model } from '../../core/index.js';
import type { KakuroPuzzle } from './KakuroPuzzle.js';
import type { KakuroRun } from './KakuroRun.js';

/** A Kakuro as a constraint model: one variable per white cell, named like `r2c3`. */
export interface KakuroModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: KakuroPuzzle;
  /** Its runs. */
  readonly runs: readonly KakuroRun[];
  /** Variable index of every cell (row-major), −1 for black cells. */
  readonly cellVar: Int32Array;
}
