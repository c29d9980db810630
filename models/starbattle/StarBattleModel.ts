import type { Model, SolveOptions } from '../../core/index.js';
import type { StarBattlePuzzle } from './StarBattlePuzzle.js';

/** A Star Battle as a constraint model: variable `i` is the 0/1 star of cell `i` (row-major), `r2c3`. */
export interface StarBattleModel {
  /** The constraint model. */
  readonly model: Model;
  /** The puzzle it was built from. */
  readonly puzzle: StarBattlePuzzle;
  /**
   * The search strategy the model is meant for on the native backend: `starBattleOrder` (the most
   * cramped row, column or region first) trying a star first (`maxValue`). Other backends refuse
   * strategy options, so pass these to the native one only.
   */
  readonly search: Pick<SolveOptions, 'variableOrder' | 'valueOrder'>;
}
