import type { PropagationEngine } from './PropagationEngine.js';

/** Scheduling priority: cheap propagators run first, expensive ones only at a cheap fixpoint. */
export const PRIORITY_UNARY = 0;
/** Linear-time propagators (value elimination, bounds). */
export const PRIORITY_LINEAR = 1;
/** Super-linear propagators (matching, GAC on tables). */
export const PRIORITY_EXPENSIVE = 2;

/**
 * The propagator contract.
 *
 * - `attach` subscribes to the variables it watches (`engine.subscribe(var, this, mask, local)`),
 *   choosing the weakest event mask it needs.
 * - `propagate` prunes through the engine's modifying calls and returns `false` on failure
 *   (a wiped-out domain or a detected inconsistency). Failure is a value, never an exception.
 *   It must leave itself at its own fixpoint: the engine does not wake a propagator for
 *   changes it made itself.
 * - `notify(local, events)` is optional: called for each change of a watched variable (the
 *   `local` number given at subscription), before the propagator runs. `events` has the change's
 *   flags; `EV_BOUNDS` may be left out of a change of a variable that no propagator watches for
 *   bounds (the engine then skips working it out for multi-word domains). Return `true` to be
 *   scheduled (the default when `notify` is absent), `false` when the change needs no work.
 *   Propagators that collect work here must drop it in `clearPending`, which the engine calls
 *   after a failure for every propagator still queued.
 * - `reset` is optional: called when a compiled engine is reused for a new solve.
 * - Propagators never branch; the search never prunes.
 */
export abstract class Propagator {
  /** Index in the engine (set by `PropagationEngine.add`). */
  id = -1;
  /** Scheduling priority (`PRIORITY_*`). */
  priority: number = PRIORITY_LINEAR;
  /** Variables this propagator reads (used for dom/wdeg blame and degree tie-breaks). */
  abstract readonly scope: ArrayLike<number>;

  /** Subscribes to variable events. */
  abstract attach(engine: PropagationEngine): void;

  /** Prunes to this propagator's fixpoint; `false` means failure. */
  abstract propagate(engine: PropagationEngine): boolean;

  /** A watched variable changed; return whether to schedule this propagator. */
  notify?(local: number, events: number): boolean;

  /** Drops work gathered by `notify` (called after a failure while queued). */
  clearPending?(): void;

  /**
   * The domains were re-initialised for a new solve of the same structure (compile cache):
   * drop every piece of state derived from the old domains.
   */
  reset?(): void;
}
