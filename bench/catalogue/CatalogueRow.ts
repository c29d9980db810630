import type { Model, SolveOptions } from '../../core/index.js';

/** One instance of a catalogue bench row: the same problem for cspkit and for MiniZinc. */
export interface CatalogueInstance {
  /** Short label (`8 queens`, `nonogram 15×15 #2`). */
  readonly label: string;
  /** The cspkit model. */
  readonly model: Model;
  /**
   * The same problem as MiniZinc text. Include the individual globals (`include "regular.mzn";`),
   * not `globals.mzn`: Debian's Gecode 6.2 library breaks `globals.mzn` under MiniZinc 2.6.
   */
  readonly mzn: string;
  /**
   * What both solvers must do: `all` enumerates every solution (a proof that there are no more),
   * `unique` counts to 2, `optimize` proves an optimum (the model and the MiniZinc text both carry
   * the objective).
   */
  readonly goal: 'all' | 'unique' | 'optimize';
  /** Search options for cspkit (a strategy the model is meant to be solved with); none by default. */
  readonly options?: SolveOptions;
  /** The expected number of solutions (`all`, `unique`) or optimum (`optimize`), when known in advance. */
  readonly expected?: number;
}

/**
 * A bench row for one catalogue kind: a small model family that leans on the kind, solved to a
 * proof by cspkit's native backend and by MiniZinc + Gecode in the same run.
 */
export interface CatalogueRow {
  /** The cspkit kind the row is about (`regular`). */
  readonly kind: string;
  /** The MiniZinc global it corresponds to (`regular`). */
  readonly minizinc: string;
  /** What the instances are (`nonogram line sets`). */
  readonly problem: string;
  /** The instances (built when the row runs). */
  instances(): CatalogueInstance[];
}
