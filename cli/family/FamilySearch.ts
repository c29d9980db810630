import type { Model, SolveOptions } from '../../core/index.js';

/** A solved puzzle as the family verbs print it. */
export interface FamilySolution {
  /** The answer text (its lines joined by `\n`). */
  readonly text: string;
  /** The grid for `--json`: one array per row (`null` for a cell that holds nothing, e.g. a hole). */
  readonly grid: readonly (readonly (string | number | null)[])[];
}

/** A puzzle of a family made ready to search: its model, how to search it, and how to print a solution. */
export interface FamilySearch {
  /** The constraint model. */
  readonly model: Model;
  /**
   * The search strategy the model is meant for. Each backend is given only the options it declares
   * (a SAT backend has no variable order and would refuse it rather than ignore it).
   */
  readonly options?: SolveOptions;
  /** The printed answer of a solution's values, decoded once for both text and `--json`. */
  decode(values: Int32Array): FamilySolution;
}
