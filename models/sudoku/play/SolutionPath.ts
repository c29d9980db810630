import type { SolveStatus } from '../../../core/events/SolverEvent.js';
import type { SudokuGrid } from '../SudokuGrid.js';
import type { PathStep } from './PathStep.js';

/** How many steps of each kind a path holds. */
export interface PathCounts {
  /** `guess` steps (search decisions). */
  readonly guesses: number;
  /** `forced` steps (cells filled by propagation). */
  readonly forced: number;
  /** `backtrack` steps. */
  readonly backtracks: number;
  /** `exclude` steps (guesses ruled out after a backtrack). */
  readonly exclusions: number;
  /** `eliminate` steps (only when recorded). */
  readonly eliminations: number;
}

/**
 * The recorded run of the automatic solver on a puzzle: every guess, every cell forced by propagation, every
 * backtrack, in order, from the givens to the first solution. Replay it with `PathPlayer` or `replay`.
 */
export interface SolutionPath {
  /** The puzzle solved (a copy). */
  readonly puzzle: SudokuGrid;
  /** The steps, in the order the search took them. */
  readonly steps: readonly PathStep[];
  /** How the solve ended: `sat` (the path ends on `solution`), `unsat`, or a stop (`unknown`, `timeout`, …). */
  readonly status: SolveStatus;
  /** The solution the path reaches, for `sat`. */
  readonly solution?: SudokuGrid;
  /** `true` when `maxSteps` cut the recording (and the search) short; `status` is then `unknown`. */
  readonly truncated: boolean;
  /** Steps per kind. */
  readonly counts: PathCounts;
  /** Why the solve stopped early, when it did. */
  readonly reason?: string;
}
