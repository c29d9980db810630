import { lastValueFrom, type Observable, reduce } from 'rxjs';
import type { SolverEvent, SolveStatus } from '../events/SolverEvent.js';
import { emptyStatistics } from '../events/SolverStatistics.js';
import type { Solution } from '../model/Solution.js';
import type { SolveResult } from './SolveResult.js';

interface Acc {
  status: SolveStatus;
  solutions: Solution[];
  result: SolveResult | undefined;
}

/** Folds a solve event stream into a {@link SolveResult} (resolves when the stream completes). */
export function collectResult(events$: Observable<SolverEvent>): Promise<SolveResult> {
  return lastValueFrom(
    events$.pipe(
      reduce<SolverEvent, Acc>(
        (acc, e) => {
          if (e.type === 'solution') acc.solutions.push(e.solution);
          else if (e.type === 'finished') {
            acc.result =
              e.reason === undefined
                ? { status: e.status, solutions: acc.solutions, stats: e.stats }
                : { status: e.status, solutions: acc.solutions, stats: e.stats, reason: e.reason };
          }
          return acc;
        },
        { status: 'unknown', solutions: [], result: undefined },
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
