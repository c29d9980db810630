import { luby } from './luby.js';

/**
 * When the search starts over from the root (keeping what dom/wdeg learned): after `cutoff(k)`
 * failures in its `k`-th run. Pass one as `SolveOptions.restarts`: {@link lubyRestarts},
 * {@link NO_RESTARTS}, or your own (a geometric series, say). While restarts are on, the built-in
 * variable orders break ties at random, so each run explores a different part of the tree.
 * Restarts stop once a solution is found.
 */
export interface RestartPolicy {
  /** A short name for messages. */
  readonly name: string;
  /**
   * Failures the `run`-th run (1-based) may take before the next restart: a positive number, or
   * `Infinity` to never restart again. Called once per run.
   */
  cutoff(run: number): number;
}

/** Never restart. */
export const NO_RESTARTS: RestartPolicy = Object.freeze({
  name: 'none',
  cutoff: (): number => Number.POSITIVE_INFINITY,
});

/** Failures per Luby unit when {@link lubyRestarts} is given no scale. */
export const DEFAULT_LUBY_SCALE = 100;

/**
 * Restarts after `scale × luby(k)` failures in run `k` (Luby, Sinclair and Zuckerman's universal
 * sequence 1 1 2 1 1 2 4 …): within a constant factor of the best fixed cutoff on any heavy-tailed
 * search. Throws `RangeError` unless `scale` is a positive integer.
 */
export function lubyRestarts(scale: number = DEFAULT_LUBY_SCALE): RestartPolicy {
  if (!Number.isSafeInteger(scale) || scale < 1) {
    throw new RangeError(`lubyRestarts: scale must be a positive integer, got ${String(scale)}`);
  }
  return Object.freeze({ name: `luby(${scale})`, cutoff: (run: number): number => scale * luby(run) });
}
