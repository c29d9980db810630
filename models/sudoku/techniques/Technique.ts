import type { CandidateGrid } from './CandidateGrid.js';
import type { Step } from './Step.js';

/** Difficulty cost of a technique: the first time a puzzle needs it, and every later time. */
export interface TechniqueCost {
  /** Cost of the first use in a path. */
  readonly first: number;
  /** Cost of each later use. */
  readonly later: number;
}

/**
 * A human solving technique. `find` looks at a position and returns one step that changes it (places a
 * value or removes a candidate), or `null`; it never modifies the grid (`applyStep` does).
 */
export interface Technique {
  /** Stable identifier (`naked-pair`), used as key in technique counts and JSON. */
  readonly id: string;
  /** Display name (`Naked pair`). */
  readonly name: string;
  /** Difficulty cost, first and later uses. */
  readonly cost: TechniqueCost;
  /** One step this technique can make in `grid`, or `null` when it finds none. */
  find(grid: CandidateGrid): Step | null;
}
