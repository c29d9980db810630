import type { SudokuGrid } from '../SudokuGrid.js';
import type { PathStep } from './PathStep.js';

/** One moment of a replayed solution path: a step and the grid right after it. */
export interface ReplayFrame {
  /** 0-based index of the step in the path. */
  readonly index: number;
  /** The step just played. */
  readonly step: PathStep;
  /** The grid after the step (a new grid per frame). */
  readonly grid: SudokuGrid;
}
