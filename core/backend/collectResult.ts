import { lastValueFrom, type Observable, reduce } from 'rxjs';
import type { SolverEvent, SolveStatus } from '../events/SolverEvent.js';
import { emptyStatistics } from '../events/SolverStatistics.js';
import type { Solution } from '../model/Solution.js';
import type { SolveResult } from './SolveResult.js';

interface Acc {
  status: SolveStatus;
  solutions: Solution[];
  objective: number | undefined;
  result: SolveResult | undefined;
}

/**
 * Folds a solve event stream into a {@link SolveResult} (resolves when the stream completes). The
 * result's `objective` is the last solution event's.
 */
export function collectResult(events$: Observable<SolverEvent>): Promise<SolveResult> {
  return lastValueFrom(
    events$.pipe(
      reduce<SolverEvent, Acc>(
        (acc, e) => {
          if (e.type === 'solution') {
            acc.solutions.push(e.solution);
            acc.objective = e.objective;
          } else if (e.type === 'finished') {
            const base: SolveResult =
              acc.objective === undefined
                ? { status: e.status, solutions: acc.solutions, stats: e.stats }
                : { status: e.status, solutions: acc.solutions, stats: e.stats, objective: acc.objective };
            const withReason = e.reason === undefined ? base : { ...base, reason: e.reason };
            acc.result = e.member === undefined ? withReason : { ...withReason, member: e.member };
          }
          return acc;
        },
        { status: 'unknown', solutions: [], objective: undefined, result: undefined },
      ),
    ),
  ).then(
    (acc) =>
      acc.result ?? {
        status: 'unknown',
        solutions: acc.solutions,
        stats: emptyStatistics(),
        reason: 'stream completed without a finished event',
      },
  );
}
