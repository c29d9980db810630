import type { SliceProfile } from './SliceProfile.js';

/**
 * Whose turn it is in the native portfolio (see `EngineRun`), and for how long.
 *
 * The arms take turns in a fixed order, one round after another; each turn is a slice of time.
 * Every arm has a base slice, a growth factor and a cap: in each round that ends without an
 * answer an arm's slice is multiplied by its factor, up to its cap (a factor of 1 keeps the base
 * slice). Why: the longer a search has gone on since it escalated, the likelier it is to be one
 * that only some arms solve (measured on large sudoku grids, see docs/learning.md "Default"), so
 * those arms grow; the caps keep every arm's share above `base / sum(caps)`, so none starves.
 * `hold` stops all growth until `release` (while an arm shows it may finish: `judge` decides
 * that from the arm's rate of progress); `settle` stops one arm's for good. `focus` switches, once,
 * to a second set of slices (a {@link SliceProfile}) for when the caller has seen which arm the
 * problem needs: a hold still goes back to the first profile's base slices, and a release returns
 * to the focused ones.
 *
 * Pure bookkeeping: it reads no clock, so its rule is tested by counting turns.
 */
export class PortfolioSchedule {
  private order: number[];
  // A focused profile's turn order, waiting for the current round to end.
  private pendingOrder: number[] | null = null;
  private at = 0;
  private completedRounds = 0;
  private steps = 0;
  private held = false;
  // Growth steps when the hold began (restored by `release`); the last `judge` call's figures.
  private heldSteps = 0;
  private lastProgress = 0;
  private lastCpuMs = 0;
  private readonly settled: boolean[] = [];
  // The focused profile (see `focus`) and its rounds of growth so far.
  private focusProfile: SliceProfile | null = null;
  private focusSteps = 0;
  private focusRound = -1;

  /**
   * @param order - The arms in turn order (arm numbers index the other arrays).
   * @param baseMs - Each arm's slice in the first round, ms.
   * @param growth - Each arm's factor per round (≥ 1; 1: its slice stays the base).
   * @param capMs - Each arm's longest slice, ms.
   * @param firstTurnMs - The very first turn's slice, ms (that of `order[0]` in round 0); by
   *   default its base slice.
   */
  constructor(
    order: readonly number[],
    private readonly baseMs: readonly number[],
    private readonly growth: readonly number[],
    private readonly capMs: readonly number[],
    private readonly firstTurnMs = Number.NaN,
  ) {
    if (order.length === 0) throw new RangeError('PortfolioSchedule: no arms');
    this.order = order.slice();
  }

  /** The arm whose turn it is. */
  get arm(): number {
    return this.order[this.at]!;
  }

  /** Rounds completed so far (every arm in the order has had a turn in each). */
  get round(): number {
    return this.completedRounds;
  }

  /** Whether `hold` was called. */
  get holding(): boolean {
    return this.held;
  }

  /** Whether `focus` was called. */
  get focused(): boolean {
    return this.focusProfile !== null;
  }

  /** The round in which `focus` took effect (rounds completed when it was called), or -1. */
  get focusedAtRound(): number {
    return this.focusRound;
  }

  /** The slice, ms, of `arm`'s turn in the current round. */
  sliceMs(arm: number = this.arm): number {
    if (
      this.completedRounds === 0 &&
      this.at === 0 &&
      arm === this.order[0] &&
      !Number.isNaN(this.firstTurnMs)
    ) {
      return this.firstTurnMs;
    }
    const base = this.baseMs[arm]!;
    if (this.settled[arm] === true) return base;
    const f = this.focusProfile;
    if (f !== null && !this.held) {
      const fb = f.baseMs[arm]!;
      return Math.max(fb, Math.min(f.capMs[arm]!, fb * f.growth[arm]! ** this.focusSteps));
    }
    const grown = base * this.growth[arm]! ** this.steps;
    return Math.max(base, Math.min(this.capMs[arm]!, grown));
  }

  /** Ends the current turn; returns the arm whose turn comes next. */
  next(): number {
    this.at++;
    if (this.at === this.order.length) this.endRound();
    return this.arm;
  }

  /**
   * Stops the growth until `release`: every arm goes back to its base slice. For when an arm shows
   * it may finish (the caller's judgement, or `judge`'s), so that it keeps its share.
   */
  hold(): void {
    if (this.held) return;
    this.held = true;
    this.heldSteps = this.steps;
    this.steps = 0;
  }

  /**
   * `arm`'s share of the time once growth is held: its base slice over the sum of the base slices
   * of the arms in the order.
   */
  heldShare(arm: number): number {
    let sum = 0;
    for (const a of this.order) sum += this.baseMs[a]!;
    return this.baseMs[arm]! / sum;
  }

  /** `arm`'s share of the time once every slice has reached its cap (the focused caps once focused). */
  cappedShare(arm: number): number {
    const caps = this.focusProfile?.capMs ?? this.capMs;
    let sum = 0;
    for (const a of this.order) sum += caps[a]!;
    return caps[arm]! / sum;
  }

  /**
   * Switches for good to `profile`'s slices from the next turn on, its growth counted from its
   * base (later calls do nothing), and to its turn order from the next round (at once between
   * rounds); throws `RangeError` when that order does not hold the same arms. A hold still gives
   * every arm its base slice of the first profile (the balanced shares under which a search that
   * may finish keeps its time), and a release comes back to the focused slices where they were;
   * a settled arm keeps the first profile's base slice.
   */
  focus(profile: SliceProfile): void {
    if (this.focusProfile !== null) return;
    if (profile.order !== undefined) {
      const order = profile.order.slice();
      if (order.length !== this.order.length || [...order].sort().join() !== [...this.order].sort().join()) {
        throw new RangeError('PortfolioSchedule.focus: the order must hold the same arms');
      }
      if (this.at === 0) this.order = order;
      else this.pendingOrder = order;
    }
    this.focusProfile = profile;
    this.focusSteps = 0;
    this.focusRound = this.completedRounds;
  }

  /**
   * Holds growth while `arm`, a search that has closed `progress` (0–1) of its space in `cpuMs` of
   * its own time so far, would finish within `horizonMs` at its held share (`heldShare`), and
   * releases the hold once it would not (growth resumes where it stopped). Its remaining time is
   * extrapolated from its rate since the last call (from 0 at the first): a depth-first search
   * lost in a huge space may close a real share near its root at once (a 144×144 grid: 1.6 % in
   * its first 13 failures) and then almost nothing, and its latest rate shows that, its average
   * would not; one that can finish closes its space at a steady or rising rate (n + 1 pigeons in n
   * holes). Call it once per round. Returns whether growth is held.
   */
  judge(arm: number, progress: number, cpuMs: number, horizonMs: number): boolean {
    const dp = progress - this.lastProgress;
    const dt = cpuMs - this.lastCpuMs;
    this.lastProgress = progress;
    this.lastCpuMs = cpuMs;
    const contender = dp > 0 && dt > 0 && ((1 - progress) * dt) / dp / this.heldShare(arm) <= horizonMs;
    if (contender && !this.held) this.hold();
    else if (!contender && this.held) this.release();
    return this.held;
  }

  /** Ends a hold: growth resumes from the slices it had when held. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.steps = this.heldSteps;
  }

  /** Stops `arm`'s growth for good: it goes back to its base slice (the others go on growing). */
  settle(arm: number): void {
    this.settled[arm] = true;
  }

  private endRound(): void {
    this.at = 0;
    if (this.pendingOrder !== null) {
      this.order = this.pendingOrder;
      this.pendingOrder = null;
    }
    this.completedRounds++;
    if (!this.held) {
      this.steps++;
      if (this.focusProfile !== null) this.focusSteps++;
    }
  }
}
