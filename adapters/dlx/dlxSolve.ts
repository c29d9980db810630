import { Observable } from 'rxjs';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../core/backend/SolveResult.js';
import type { SolverEvent } from '../../core/events/SolverEvent.js';
import type { Model } from '../../core/model/Model.js';
import { Solution } from '../../core/model/Solution.js';
import { DlxRun } from './DlxRun.js';
import type { ExactCoverCache } from './ExactCoverCache.js';

/**
 * Runs a dancing-links solve to the end on the calling thread (honours the time limit).
 * Throws `UnsupportedConstraintError` before any search when the model cannot be expressed.
 */
export function dlxSolveSync(
  model: Model,
  options: SolveOptions = {},
  backendId = 'dlx',
  cache?: ExactCoverCache,
): SolveResult {
  const solutions: Solution[] = [];
  const run = new DlxRun(model, options, backendId, (v) => solutions.push(new Solution(model, v)), cache);
  while (!run.step(Number.POSITIVE_INFINITY)) {
    // step returns early only to re-check the time limit and the signal
  }
  const r = run.result!;
  const base = { status: r.status, solutions, stats: run.stats() };
  return r.reason === undefined ? base : { ...base, reason: r.reason };
}

/**
 * A dancing-links solve as a cold event stream, like the native engine's: `started`, then
 * `solution` and `progress` events, then one `finished`. The search runs in slices of
 * `sliceMs` (default 20 ms) scheduled with `setImmediate`; unsubscribing stops it (also from
 * inside a `solution` event, so `take(1)` stops the search at once). An unsupported model makes
 * the stream error with `UnsupportedConstraintError` right after `started`.
 */
export function dlxSolve$(
  model: Model,
  options: SolveOptions = {},
  backendId = 'dlx',
  cache?: ExactCoverCache,
): Observable<SolverEvent> {
  return new Observable<SolverEvent>((subscriber) => {
    subscriber.next({
      type: 'started',
      backend: backendId,
      variables: model.variables.length,
      constraints: model.constraints.length,
    });
    let run: DlxRun;
    let index = 0;
    const onSolution = (values: Int32Array): void => {
      subscriber.next({
        type: 'solution',
        index: index++,
        solution: new Solution(model, values),
        stats: run.stats(),
      });
      if (subscriber.closed) run.cancel();
    };
    try {
      run = new DlxRun(model, options, backendId, onSolution, cache);
    } catch (e) {
      subscriber.error(e);
      return undefined;
    }
    const sliceMs = options.sliceMs ?? 20;
    const progressMs = options.progressIntervalMs ?? 250;
    let nextProgress = performance.now() + progressMs;
    let timer: ReturnType<typeof setImmediate> | undefined;
    let stopped = false;
    const slice = (): void => {
      timer = undefined;
      if (stopped) return;
      const over = run.step(performance.now() + sliceMs);
      if (stopped || subscriber.closed) return;
      if (over) {
        const r = run.result!;
        subscriber.next(
          r.reason === undefined
            ? { type: 'finished', status: r.status, stats: run.stats() }
            : { type: 'finished', status: r.status, stats: run.stats(), reason: r.reason },
        );
        subscriber.complete();
        return;
      }
      if (performance.now() >= nextProgress) {
        nextProgress = performance.now() + progressMs;
        subscriber.next({ type: 'progress', stats: run.stats() });
      }
      timer = setImmediate(slice);
    };
    // The first slice runs synchronously: short solves finish without a macrotask hop.
    slice();
    return () => {
      stopped = true;
      run.cancel();
      if (timer !== undefined) clearImmediate(timer);
    };
  });
}
