import type { Observable } from 'rxjs';
import type { SolveOptions } from '../backend/SolveOptions.js';
import type { SolveResult } from '../backend/SolveResult.js';
import type { SolverEvent } from '../events/SolverEvent.js';
import type { KindRegistry } from '../kinds/KindRegistry.js';
import type { Model } from '../model/Model.js';
import type { CompileCache } from './CompileCache.js';
import { EngineRun, type EngineRunHooks } from './EngineRun.js';
import { runSliced$, runToEnd } from './runSliced.js';

/** Runs the core engine to the end on the calling thread (honours time limit and signal). */
export function engineSolveSync(
  model: Model,
  options: SolveOptions = {},
  cache?: CompileCache,
  kinds?: KindRegistry,
): SolveResult {
  return runToEnd(model, (onSolution) => new EngineRun(model, options, { onSolution }, cache, kinds));
}

/**
 * The core engine as a cold event stream. Subscribing compiles and starts the search in
 * slices of `sliceMs` (default 20 ms) each in its own macrotask, so the event loop stays
 * responsive; unsubscribing cancels it between slices. Trace events are wired only when
 * `options.trace` asks for them.
 */
export function engineSolve$(
  model: Model,
  options: SolveOptions = {},
  backendId = 'native',
  cache?: CompileCache,
  kinds?: KindRegistry,
): Observable<SolverEvent> {
  return runSliced$(model, options, backendId, (sink) => {
    const hooks: EngineRunHooks = { onSolution: sink.solution };
    if (options.trace?.decisions) {
      hooks.onDecision = (variable, value, positive, depth, split) =>
        sink.event(
          split
            ? { type: 'decision', variable, value, positive, depth, split }
            : { type: 'decision', variable, value, positive, depth },
        );
      hooks.onBacktrack = (depth) => sink.event({ type: 'backtrack', depth });
    }
    if (options.trace?.domains) {
      hooks.onDomain = (variable, removed, size) =>
        sink.event({ type: 'domain', variable, removed: removed.slice(), size });
    }
    return new EngineRun(model, options, hooks, cache, kinds);
  });
}
