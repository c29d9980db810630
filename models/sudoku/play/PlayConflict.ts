/** A peer holding the same value as a cell just filled. */
export interface PlayConflict {
  /** The peer's cell index (row-major, 0-based). */
  readonly cell: number;
  /** The peer's name, `r4c7`. */
  readonly name: string;
  /** The house both share, `row 4`, `column 7` or `box 5` (rows before columns before boxes). */
  readonly house: string;
  /** `true` when the peer is a given of the puzzle (so the new entry is the one that must go). */
  readonly given: boolean;
}
