/** The search tried a value in a cell (a decision it may have to take back). */
export interface PathGuessStep {
  /** Tag. */
  readonly kind: 'guess';
  /** Cell index (row-major, 0-based). */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The value tried. */
  readonly value: number;
  /** Decisions in force once this one is made (1 = the first guess). */
  readonly depth: number;
  /** How many candidates the cell had when the guess was made. */
  readonly candidates: number;
}

/** Propagation left a cell a single value (from the givens, a guess, or an exclusion). */
export interface PathForcedStep {
  /** Tag. */
  readonly kind: 'forced';
  /** Cell index (row-major, 0-based). */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The value placed. */
  readonly value: number;
  /** Decisions in force when it was placed (0 = forced by the givens alone). */
  readonly depth: number;
}

/** The search undid its guesses back to `depth`, emptying every cell filled since the guess at `depth + 1`. */
export interface PathBacktrackStep {
  /** Tag. */
  readonly kind: 'backtrack';
  /** Decisions still in force. */
  readonly depth: number;
}

/** After a backtrack, the guess just undone is ruled out: the cell cannot hold that value. */
export interface PathExcludeStep {
  /** Tag. */
  readonly kind: 'exclude';
  /** Cell index (row-major, 0-based). */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The value ruled out. */
  readonly value: number;
  /** Decisions in force. */
  readonly depth: number;
}

/** Propagation removed candidates from a cell without fixing it (recorded only when asked for). */
export interface PathEliminateStep {
  /** Tag. */
  readonly kind: 'eliminate';
  /** Cell index (row-major, 0-based). */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The candidates removed, ascending. */
  readonly values: readonly number[];
  /** Decisions in force. */
  readonly depth: number;
}

/** One step of a solution path (discriminated on `kind`). Only `guess`, `forced` and `backtrack` change the grid. */
export type PathStep =
  | PathGuessStep
  | PathForcedStep
  | PathBacktrackStep
  | PathExcludeStep
  | PathEliminateStep;
