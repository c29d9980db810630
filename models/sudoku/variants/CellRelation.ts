import type { IntVar, Model } from '../../../core/index.js';

/**
 * A rule over an ordered list of cells that the fixed building blocks (groups, pairs, sums) cannot say
 * alone: a line rule such as renban or entropic. It carries both sides of the rule, so that the model
 * and the independent checker stay next to each other: `holds` judges filled-in digits without any
 * solver, `post` adds the core constraints that enforce it.
 */
export interface CellRelation {
  /** What the cells must do, for messages (`must be consecutive digits in any order`). */
  readonly text: string;
  /** Whether the digits (one per cell, in the cells' order, all filled in) satisfy the rule. */
  holds(values: readonly number[]): boolean;
  /** Adds the constraints enforcing the rule on `vars` (the cells' variables, in order), named `name`. */
  post(model: Model, vars: readonly IntVar[], name: string): void;
}
