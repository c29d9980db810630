import type { Observable } from 'rxjs';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../core/backend/SolveResult.js';
import type { SolverEvent } from '../../core/events/SolverEvent.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import type { Model } from '../../core/model/Model.js';
import { runSliced$, runToEnd } from '../../core/solver/runSliced.js';
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
  kinds?: KindRegistry,
): SolveResult {
  return runToEnd(model, (onSolution) => new DlxRun(model, options, backendId, onSolution, cache, kinds));
}

/**
 * A dancing-links solve as a cold event stream, like the native engine's: `started`, then
 * `solution` and `progress` events, then one `finished`. The search runs in slices of
 * `sliceMs` (default 20 ms) each in its own macrotask; unsubscribing stops it (also from
 * inside a `solution` event, so `take(1)` stops the search at once). An unsupported model makes
 * the stream error with `UnsupportedConstraintError` right after `started`.
 */
export function dlxSolve$(
  model: Model,
  options: SolveOptions = {},
  backendId = 'dlx',
  cache?: ExactCoverCache,
  kinds?: KindRegistry,
): Observable<SolverEvent> {
  return runSliced$(
    model,
    options,
    backendId,
    (sink) => new DlxRun(model, options, backendId, sink.solution, cache, kinds),
  );
}
