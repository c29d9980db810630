import type { RestartPolicy } from '../search/RestartPolicy.js';
import type { ValueOrder } from '../search/ValueOrder.js';
import type { VariableOrder } from '../search/VariableOrder.js';
import type { BackendOptions } from './BackendOptions.js';

/**
 * Options of one solve, the same for every backend. Each backend honours the options it
 * declares (`Backend.optionSupport`) and refuses the others before any search, naming them
 * (`InvalidOptionError`): `nodeLimit` means nothing to MiniSat, so `sat` refuses it rather
 * than ignore it. A key that is not an option at all is refused by every backend.
 * Settings of one backend only go under `backendOptions`, by backend id.
 */
export interface SolveOptions {
  /**
   * Stop after this many solutions (default 1; `Infinity` enumerates all). With an objective,
   * solutions are the improving ones and the default is `Infinity`: the search goes on to the optimum.
   */
  readonly solutionLimit?: number;
  /** Stop after this many search nodes (status `unknown`, or `sat` when solutions were found). */
  readonly nodeLimit?: number;
  /** Stop after this many ms of wall time (status `timeout`). */
  readonly timeoutMs?: number;
  /** Abort from outside (status `cancelled`). */
  readonly signal?: AbortSignal;
  /** Which variable to branch on: `mrv` (default), `domWdeg`, `inputOrder`, or your own (see `VariableOrder`). */
  readonly variableOrder?: VariableOrder;
  /**
   * Which value to try first and how to branch: `minValue` (default), `maxValue`, `randomValue`,
   * `splitValue` (bisection), or your own (see `ValueOrder`).
   */
  readonly valueOrder?: ValueOrder;
  /** When to restart: `lubyRestarts(scale)`, `NO_RESTARTS` (default), or your own (see `RestartPolicy`). */
  readonly restarts?: RestartPolicy;
  /** Seed for random choices (value order, tie-breaks, restarts); default 1. */
  readonly seed?: number;
  /** Opt-in fine-grained events; they cost nothing when off. */
  readonly trace?: {
    /** Emit `decision` and `backtrack` events. */
    readonly decisions?: boolean;
    /** Emit a `domain` event for every domain change. */
    readonly domains?: boolean;
  };
  /** Interval between `progress` events in ms (default 250), for backends that send them. */
  readonly progressIntervalMs?: number;
  /** Longest synchronous slice of an Observable solve, in ms, before yielding to the event loop (default 20). */
  readonly sliceMs?: number;
  /** Settings for one backend only, by backend id: `{ native: { allDifferent: 'matching' } }`. */
  readonly backendOptions?: BackendOptions;
}
