import type { PlayConflict } from './PlayConflict.js';

/** What a placement or an erasure did, and what it broke. */
export interface MoveResult {
  /** The cell's name, `r4c7`. */
  readonly name: string;
  /** The cell index (row-major, 0-based). */
  readonly cell: number;
  /** The value now in the cell (`0` after an erasure). */
  readonly value: number;
  /** The value the cell held before (`0` = empty). */
  readonly previous: number;
  /** `false` when the cell already held that value (nothing was recorded for undo). */
  readonly changed: boolean;
  /** Every peer holding the same value, in cell order; empty when the entry breaks no constraint. */
  readonly conflicts: readonly PlayConflict[];
  /** `true` when the entry breaks no constraint (an erasure always is). */
  readonly ok: boolean;
  /** `true` when the grid is now full and breaks no constraint. */
  readonly solved: boolean;
}
