/** What generating one puzzle cost. */
export interface GenerationStats {
  /** Candidate puzzles made (1 unless a target or minimality with symmetry rejected some). */
  readonly attempts: number;
  /** Searches for complete grids, restarts included. */
  readonly gridSearches: number;
  /** Removals of a given (or of a symmetric group) tried. */
  readonly removalsTried: number;
  /** Cells proved forced by singles on the givens, with no search. */
  readonly provedByLogic: number;
  /** Cells proved forced by a backend solve. */
  readonly provedBySearch: number;
  /** Search nodes over every backend solve (grids and proofs). */
  readonly nodes: number;
  /** Wall time in ms. */
  readonly ms: number;
}
