import type { SolverStatistics } from '../core/events/SolverStatistics.js';
import { emptyStatistics } from '../core/events/SolverStatistics.js';
import type { PuzzleStatus } from './PuzzleStatus.js';

/**
 * The answer `solve` gives for one puzzle, plain or variant: a status, the solved grid as text when
 * `sat`, and a reason exactly when the status is `invalid` or `unknown` (the cases stderr must explain).
 */
export interface SolveAnswer {
  /** What became of the puzzle. */
  readonly status: PuzzleStatus;
  /** The solution as printed, when `status` is `sat`. */
  readonly solution?: string;
  /** Why there is no answer, for `invalid` and `unknown`. */
  readonly reason?: string;
  /** Statistics of the search (empty when none ran). */
  readonly stats: SolverStatistics;
}

/** The answer for input that could not be made into a search. */
export function invalidAnswer(reason: string): SolveAnswer {
  return { status: 'invalid', reason, stats: emptyStatistics() };
}

/**
 * The answer for a search that threw: `unknown` with the error's message. `stats` are those of the
 * search when it finished before the failure (e.g. while decoding its solution), so they still count.
 */
export function failedAnswer(e: unknown, stats: SolverStatistics = emptyStatistics()): SolveAnswer {
  return { status: 'unknown', reason: e instanceof Error ? e.message : String(e), stats };
}

/**
 * The answer for a finished search asked for one solution: `sat` with `first` formatted by `format`,
 * `unsat` or `timeout` as they are, and any other stop `unknown` with the backend's reason (or the
 * status it ended with). A `sat` without a solution is `unknown` too: there is nothing to print.
 */
export function searchAnswer<S>(
  result: { readonly status: string; readonly reason?: string | undefined; readonly stats: SolverStatistics },
  first: S | undefined,
  format: (solution: S) => string,
): SolveAnswer {
  const stats = result.stats;
  if (result.status === 'sat' && first !== undefined)
    return { status: 'sat', solution: format(first), stats };
  if (result.status === 'unsat' || result.status === 'timeout') return { status: result.status, stats };
  return { status: 'unknown', reason: result.reason ?? `search ended with status ${result.status}`, stats };
}
