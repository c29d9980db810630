import type { Model } from '../../core/index.js';
import type { SkyscrapersPuzzle } from './SkyscrapersPuzzle.js';

/** A skyscrapers puzzle as a constraint model: variable `r·N + c` is the height of cell (r, c). */
export interface SkyscrapersModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: SkyscrapersPuzzle;
}
