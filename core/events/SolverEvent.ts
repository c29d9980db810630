import type { Solution } from '../model/Solution.js';
import type { SolverStatistics } from './SolverStatistics.js';

/**
 * How a solve ended. `unsat` is an answer, not an error. `optimal` (a model with an objective
 * only): the last solution's objective value is proved best. A limit that stops an optimisation
 * after some solutions leaves the best found as the last solution, with status `timeout`,
 * `cancelled`, or `sat` (solution or node limit), never `optimal`.
 */
export type SolveStatus = 'sat' | 'optimal' | 'unsat' | 'unknown' | 'timeout' | 'cancelled';

/** Whether `status` comes with at least one solution by contract (`sat` or `optimal`). */
export function isSolvedStatus(status: SolveStatus): boolean {
  return status === 'sat' || status === 'optimal';
}

/** Emitted once, first. */
export interface StartedEvent {
  /** Tag. */
  readonly type: 'started';
  /** Backend id. */
  readonly backend: string;
  /** Number of model variables. */
  readonly variables: number;
  /** Number of model constraints. */
  readonly constraints: number;
  /**
   * The members a portfolio (`portfolio`) will run on this model, in start order (those past the
   * number of threads start only when a running one drops out). Absent for every other backend.
   */
  readonly members?: readonly string[];
}

/** A solution was found. */
export interface SolutionEvent {
  /** Tag. */
  readonly type: 'solution';
  /** 0-based index of this solution in the run. */
  readonly index: number;
  /** The solution (its values array is owned by the receiver). */
  readonly solution: Solution;
  /**
   * Its objective value, when the model has an objective: each solution of an optimising solve
   * improves on the one before.
   */
  readonly objective?: number;
  /** Statistics at this moment. */
  readonly stats: SolverStatistics;
}

/** Periodic heartbeat of a long search. */
export interface ProgressEvent {
  /** Tag. */
  readonly type: 'progress';
  /** Statistics at this moment. */
  readonly stats: SolverStatistics;
}

/**
 * Opt-in (`trace.decisions`): the search tries `variable = value`, or excludes it (`positive: false`);
 * with `split`, it tries `variable ≤ value`, or `variable > value`.
 */
export interface DecisionEvent {
  /** Tag. */
  readonly type: 'decision';
  /** Variable index. */
  readonly variable: number;
  /** Value tried (or excluded). */
  readonly value: number;
  /** `true` for `x = v`, `false` for the refutation `x ≠ v`. */
  readonly positive: boolean;
  /** Search depth of the decision (1 = first). */
  readonly depth: number;
  /** Present (`true`) when the decision bisects the domain (`≤` / `>`) instead of fixing a value. */
  readonly split?: true;
}

/** Opt-in (`trace.decisions`): the search undid decisions back to `depth`. */
export interface BacktrackEvent {
  /** Tag. */
  readonly type: 'backtrack';
  /** Depth after backtracking. */
  readonly depth: number;
}

/** Opt-in (`trace.domains`): propagation removed values from a variable's domain. */
export interface DomainEvent {
  /** Tag. */
  readonly type: 'domain';
  /** Variable index. */
  readonly variable: number;
  /** Values removed by this change. */
  readonly removed: readonly number[];
  /** Remaining size of the domain (1 = the variable is now fixed). */
  readonly size: number;
}

/** Emitted once, last (unless the subscriber unsubscribed first). */
export interface FinishedEvent {
  /** Tag. */
  readonly type: 'finished';
  /** How the solve ended. */
  readonly status: SolveStatus;
  /** Final statistics. */
  readonly stats: SolverStatistics;
  /** Why (for `unknown`, `timeout`, `cancelled`): e.g. which limit stopped the search. */
  readonly reason?: string;
  /**
   * Which member gave the answer, when the backend is a portfolio of others (`portfolio`): the
   * member's name, such as `sat` or `native-wdeg`. Absent for every other backend.
   */
  readonly member?: string;
}

/** Every event a backend's `solve` stream can carry (discriminated on `type`). */
export type SolverEvent =
  | StartedEvent
  | SolutionEvent
  | ProgressEvent
  | DecisionEvent
  | BacktrackEvent
  | DomainEvent
  | FinishedEvent;
