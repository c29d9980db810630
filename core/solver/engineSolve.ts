import { Observable } from 'rxjs';
import type { SolveOptions } from '../backend/SolveOptions.js';
import type { SolveResult } from '../backend/SolveResult.js';
import type { SolverEvent } from '../events/SolverEvent.js';
import type { Model } from '../model/Model.js';
import { Solution } from '../model/Solution.js';
import type { CompileCache } from './CompileCache.js';
import { EngineRun, type EngineRunHooks } from './EngineRun.js';

/** Runs the core engine to the end on the calling thread (honours time limit and signal). */
export function engineSolveSync(model: Model, options: SolveOptions = {}, cache?: CompileCache): SolveResult {
  const solutions: Solution[] = [];
  const run = new EngineRun(
    model,
    options,
    { onSolution: (v) => solutions.push(new Solution(model, v)) },
    cache,
  );
  while (!run.step(Number.POSITIVE_INFINITY)) {
    // step returns early only to re-check the time limit and the signal
  }
  const r = run.result!;
  const base = { status: r.status, solutions, stats: run.stats() };
  return r.reason === undefined ? base : { ...base, reason: r.reason };
}

/**
 * The core engine as a cold event stream. Subscribing compiles and starts the search in
 * slices of `sliceMs` (default 20 ms) scheduled with `setImmediate`, so the event loop stays
 * responsive; unsubscribing cancels it between slices. Trace events are wired only when
 * `options.trace` asks for them.
 */
export function engineSolve$(
  model: Model,
  options: SolveOptions = {},
  backendId = 'native',
  cache?: CompileCache,
): Observable<SolverEvent> {
  return new Observable<SolverEvent>((subscriber) => {
    subscriber.next({
      type: 'started',
      backend: backendId,
      variables: model.variables.length,
      constraints: model.constraints.length,
    });
    let run: EngineRun;
    let index = 0;
    const hooks: EngineRunHooks = {
      onSolution: (values) => {
        subscriber.next({
          type: 'solution',
          index: index++,
          solution: new Solution(model, values),
          stats: run.stats(),
        });
        // take(1) and friends unsubscribe inside next(): stop the search right here.
        if (subscriber.closed) run.cancel();
      },
    };
    if (options.trace?.decisions) {
      hooks.onDecision = (variable, value, positive, depth) => {
        subscriber.next({ type: 'decision', variable, value, positive, depth });
        if (subscriber.closed) run.cancel();
      };
      hooks.onBacktrack = (depth) => subscriber.next({ type: 'backtrack', depth });
    }
    if (options.trace?.domains) {
      hooks.onDomain = (variable, removed, size) =>
        subscriber.next({ type: 'domain', variable, removed, size });
    }
    try {
      run = new EngineRun(model, options, hooks, cache);
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
      const now = performance.now();
      const over = run.step(now + sliceMs);
      if (stopped) return; // a subscriber unsubscribed from inside an event
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
