import type { SolveOptions } from '../../../core/backend/SolveOptions.js';
import type { SolveResult } from '../../../core/backend/SolveResult.js';
import { OutOfTime } from './OutOfTime.js';

/** The time left when there is no limit. */
export const NO_LIMIT = (): number => Number.POSITIVE_INFINITY;

/**
 * `options` bounded by the time left (ms) as a `timeoutMs`, unchanged without a limit (so a run without
 * a limit solves exactly as before). Throws {@link OutOfTime} when no time is left.
 */
export function limited(options: SolveOptions, timeLeft: () => number): SolveOptions {
  const left = timeLeft();
  if (left === Number.POSITIVE_INFINITY) return options;
  if (!(left > 0)) throw new OutOfTime();
  return { ...options, timeoutMs: Math.max(1, Math.ceil(left)) };
}

/** `r`, unless its solve was stopped by the time limit: then {@link OutOfTime}. */
export function inTime(r: SolveResult): SolveResult {
  if (r.status === 'timeout') throw new OutOfTime();
  return r;
}
