import type { SolveStatus } from '../../core/events/SolverEvent.js';
import type { SolverStatistics } from '../../core/events/SolverStatistics.js';
import type { SudokuGrid } from './SudokuGrid.js';

/** The solve started. */
export interface SudokuStartedEvent {
  /** Tag. */
  readonly type: 'started';
  /** Id of the backend solving it. */
  readonly backend: string;
}

/** A cell received its value (by propagation or by a search decision). Needs `detail`. */
export interface SudokuPlacedEvent {
  /** Tag. */
  readonly type: 'placed';
  /** Cell index. */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The value placed. */
  readonly value: number;
  /** `true` when a search decision (a guess) placed it, `false` when propagation forced it. */
  readonly decision: boolean;
}

/** Candidates were removed from a cell without fixing it. Needs `detail`. */
export interface SudokuEliminatedEvent {
  /** Tag. */
  readonly type: 'eliminated';
  /** Cell index. */
  readonly cell: number;
  /** Cell name, `r4c7`. */
  readonly name: string;
  /** The candidates removed. */
  readonly values: readonly number[];
}

/** The search undid its decisions back to `depth`. Needs `detail`. */
export interface SudokuBacktrackEvent {
  /** Tag. */
  readonly type: 'backtrack';
  /** Number of decisions still in force. */
  readonly depth: number;
}

/** A solution, as a grid. */
export interface SudokuSolutionEvent {
  /** Tag. */
  readonly type: 'solution';
  /** The solved grid. */
  readonly grid: SudokuGrid;
  /** 0-based index of this solution in the run. */
  readonly index: number;
  /** Statistics at this moment. */
  readonly stats: SolverStatistics;
}

/** Periodic heartbeat of a long search. */
export interface SudokuProgressEvent {
  /** Tag. */
  readonly type: 'progress';
  /** Statistics at this moment. */
  readonly stats: SolverStatistics;
}

/** The solve ended (last event). */
export interface SudokuFinishedEvent {
  /** Tag. */
  readonly type: 'finished';
  /** How it ended. */
  readonly status: SolveStatus;
  /** Final statistics. */
  readonly stats: SolverStatistics;
  /** Why it stopped early, when it did. */
  readonly reason?: string;
}

/** What `solveSudoku$` emits, in grid terms (discriminated on `type`). */
export type SudokuEvent =
  | SudokuStartedEvent
  | SudokuPlacedEvent
  | SudokuEliminatedEvent
  | SudokuBacktrackEvent
  | SudokuSolutionEvent
  | SudokuProgressEvent
  | SudokuFinishedEvent;
