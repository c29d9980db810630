import type { IntVar, Model } from '../../core/index.js';

/** A Golomb-ruler model and the handles to read a solution with. */
export interface GolombRulerModel {
  /** The model: marks, their pairwise distances, and the objective (minimise the length). */
  readonly model: Model;
  /** The marks, in increasing order; the first is 0. */
  readonly marks: readonly IntVar[];
  /** The ruler's length (the last mark), which the model minimises. */
  readonly length: IntVar;
}
