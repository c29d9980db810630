/** Countdown that never reaches a clock read in practice: used while no deadline is set. */
const NEVER = 0x3fffffff;
/** Work units between clock reads at first. */
const INITIAL_STRIDE = 4;
/** Most work units between clock reads (a 9×9 sudoku solve does a few hundred in all). */
const MAX_STRIDE = 4096;
/** Aimed-at time between clock reads, ms: the longest a deadline is overrun by work between reads. */
const TARGET_MS = 1;

/**
 * Tells long propagation when to stop and give the time back to its caller (a time slice of an
 * Observable solve, or the time limit), without reading the clock on every step.
 *
 * Work is counted in *units* (one propagator run, one step of a long propagator's own loop); the
 * clock is read every `stride` units, and the stride adapts so that reads come about every
 * millisecond whatever a unit costs: thousands of units apart on a 9×9 sudoku, where a read would
 * cost more than the work, and every unit on a 225×225 grid, where one unit can take milliseconds.
 * Once the deadline has passed, {@link YieldClock.due} keeps answering `true` until re-armed.
 */
export class YieldClock {
  /** `true` once {@link YieldClock.due} has found the deadline passed (cleared by `arm`). */
  fired = false;
  private at = Number.POSITIVE_INFINITY;
  private left = NEVER;
  private stride = INITIAL_STRIDE;
  private last = 0;

  /** Sets the deadline (a `performance.now()` time); `Infinity` turns the clock off. */
  arm(at: number): void {
    this.at = at;
    this.fired = false;
    if (at === Number.POSITIVE_INFINITY) {
      this.left = NEVER;
      return;
    }
    this.left = this.stride;
    this.last = performance.now();
  }

  /** Counts one unit of work; `true` when the deadline has passed and the work should stop now. */
  due(): boolean {
    if (--this.left > 0) return false;
    return this.read();
  }

  private read(): boolean {
    if (this.at === Number.POSITIVE_INFINITY) {
      this.left = NEVER;
      return false;
    }
    const now = performance.now();
    if (now >= this.at) {
      this.fired = true;
      this.left = 1;
      return true;
    }
    const elapsed = now - this.last;
    this.last = now;
    // Units that cost more than expected shrink the stride at once to what fits the target; cheap
    // ones let it grow slowly (a few cheap units do not predict the next expensive one).
    if (elapsed > TARGET_MS) this.stride = Math.max(1, Math.floor((this.stride * TARGET_MS) / elapsed));
    else if (elapsed < TARGET_MS / 2) this.stride = Math.min(MAX_STRIDE, this.stride * 2);
    this.left = this.stride;
    return false;
  }
}
