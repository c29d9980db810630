/** A value in a cell: a placement, an elimination or a candidate a pattern uses. */
export interface CellValue {
  /** Cell index, row-major from 0 (`r1c1` is 0). */
  readonly cell: number;
  /** The value, `1..N`. */
  readonly value: number;
}

/** One deduction a person could make, with what it uses, what it changes and why. */
export interface Step {
  /** Identifier of the technique (`hidden-single`, `x-wing`, …; see `TechniqueId`). */
  readonly technique: string;
  /** Display name of the technique (`Hidden single`). */
  readonly name: string;
  /** Values the step puts in cells. */
  readonly placements: readonly CellValue[];
  /** Candidates the step removes. */
  readonly eliminations: readonly CellValue[];
  /** Cells the pattern is made of (the pivot, the pair, the fish's corners …). */
  readonly cells: readonly number[];
  /** Candidates the pattern relies on. */
  readonly candidates: readonly CellValue[];
  /** Houses the pattern lives in (numbered as in `SudokuGeometry`: rows, then columns, then boxes). */
  readonly houses: readonly number[];
  /**
   * A size for chain and search techniques: singles followed for forcing chains and Nishio, search nodes for
   * guessing; `0` for the others. Used to grade these steps by how long they are to follow.
   */
  readonly length: number;
  /** One line of plain English naming cells `r4c7` and houses `row 4`, `column 7`, `box 5`. */
  readonly explanation: string;
}
