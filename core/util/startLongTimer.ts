/** The longest delay `setTimeout` honours, 2³¹ − 1 ms (about 24.8 days). */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

/** Cancels a timer started by {@link startLongTimer} (nothing happens once it has fired). */
export type CancelLongTimer = () => void;

/**
 * Calls `callback` once, `ms` milliseconds from now, for any delay. `setTimeout` takes a longer
 * delay than {@link MAX_TIMER_DELAY_MS} as 1 ms (Node warns, browsers are silent), so a solve with a
 * time limit of a month would end at once as `timeout`; a longer delay is waited out in steps.
 * An infinite delay never fires.
 */
export function startLongTimer(ms: number, callback: () => void): CancelLongTimer {
  if (ms === Number.POSITIVE_INFINITY) return () => {};
  let left = Math.max(0, ms);
  let handle: ReturnType<typeof setTimeout>;
  const arm = (): void => {
    const step = Math.min(left, MAX_TIMER_DELAY_MS);
    handle = setTimeout(() => {
      left -= step;
      if (left > 0) arm();
      else callback();
    }, step);
  };
  arm();
  return () => clearTimeout(handle);
}
