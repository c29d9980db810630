// The Observable class alone, not rxjs's index (its hundreds of operator modules cost ~50 ms at start-up,
// which a one-puzzle command-line solve should not pay). The same class the index exports.
import { Observable } from 'rxjs/internal/Observable';
import { resultOf } from '../backend/resultOf.js';
import type { SolveOptions } from '../backend/SolveOptions.js';
import type { SolveResult } from '../backend/SolveResult.js';
import type { SolverEvent } from '../events/SolverEvent.js';
import type { Model } from '../model/Model.js';
import { objectiveValue } from '../model/Objective.js';
import { Solution } from '../model/Solution.js';
import { type CancelMacrotask, scheduleMacrotask } from '../util/scheduleMacrotask.js';
import type { SteppedRun } from './SteppedRun.js';

/** Where a run sends what it finds while a stream drives it (see {@link runSliced$}). */
export interface RunSink {
  /** A solution (the values of every model variable). */
  solution(values: Int32Array): void;
  /** Any other event (opt-in traces). */
  event(e: SolverEvent): void;
}

/**
 * Runs a stepped solve to the end on the calling thread: `create` builds the run with a
 * callback for its solutions. Steps return early only to re-check the time limit and signal.
 */
export function runToEnd(
  model: Model,
  create: (onSolution: (values: Int32Array) => void) => SteppedRun,
): SolveResult {
  const solutions: Solution[] = [];
  const run = create((v) => solutions.push(new Solution(model, v)));
  while (!run.step(Number.POSITIVE_INFINITY)) {
    // keep stepping: the run stops itself at its limits
  }
  const r = run.result!;
  return resultOf(model, r.status, solutions, run.stats(), r.reason);
}

/**
 * A stepped solve as a cold event stream: `started`, then `solution` / `progress` (and any
 * trace events the run sends), then one `finished`. Subscribing emits `started` and returns; the
 * next macrotask builds the run with `create` (an error there, such as an unsupported constraint,
 * errors the stream) and steps it in slices of `sliceMs` (default 20 ms) each in its own
 * macrotask ({@link scheduleMacrotask}: `setImmediate` in Node, a message in browsers and Web
 * Workers), so the event loop stays responsive. Unsubscribing cancels it between slices, or
 * at once when it happens inside an event (`take(1)` stops the search on its first solution).
 */
export function runSliced$(
  model: Model,
  options: SolveOptions,
  backendId: string,
  create: (sink: RunSink) => SteppedRun,
): Observable<SolverEvent> {
  return new Observable<SolverEvent>((subscriber) => {
    subscriber.next({
      type: 'started',
      backend: backendId,
      variables: model.variables.length,
      constraints: model.constraints.length,
    });
    let run: SteppedRun | undefined;
    let index = 0;
    const goal = model.objective;
    const sink: RunSink = {
      solution: (values) => {
        const solution = new Solution(model, values);
        subscriber.next(
          goal === undefined
            ? { type: 'solution', index: index++, solution, stats: run!.stats() }
            : {
                type: 'solution',
                index: index++,
                solution,
                objective: objectiveValue(goal, values),
                stats: run!.stats(),
              },
        );
        if (subscriber.closed) run!.cancel();
      },
      event: (e) => {
        subscriber.next(e);
        if (subscriber.closed) run?.cancel();
      },
    };
    const sliceMs = options.sliceMs ?? 20;
    const progressMs = options.progressIntervalMs ?? 250;
    let nextProgress = performance.now() + progressMs;
    let timer: CancelMacrotask | undefined;
    let stopped = false;
    const slice = (): void => {
      timer = undefined;
      if (stopped) return;
      const active = run!;
      let over: boolean;
      try {
        over = active.step(performance.now() + sliceMs);
      } catch (e) {
        // A strategy of the caller's threw (or named a fixed variable): the stream errors.
        active.cancel();
        subscriber.error(e);
        return;
      }
      if (stopped || subscriber.closed) return; // unsubscribed from inside an event
      if (over) {
        const r = active.result!;
        subscriber.next(
          r.reason === undefined
            ? { type: 'finished', status: r.status, stats: active.stats() }
            : { type: 'finished', status: r.status, stats: active.stats(), reason: r.reason },
        );
        subscriber.complete();
        return;
      }
      if (performance.now() >= nextProgress) {
        nextProgress = performance.now() + progressMs;
        subscriber.next({ type: 'progress', stats: active.stats() });
      }
      timer = scheduleMacrotask(slice);
    };
    // Building the run (compiling a 100×100 grid takes a fifth of a second) and the first slice
    // happen in the next macrotask, so `subscribe` returns at once.
    const start = (): void => {
      timer = undefined;
      try {
        run = create(sink);
      } catch (e) {
        subscriber.error(e);
        return;
      }
      slice();
    };
    timer = scheduleMacrotask(start);
    return () => {
      stopped = true;
      run?.cancel();
      timer?.();
    };
  });
}
