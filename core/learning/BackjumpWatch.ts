import type { DomainStore } from '../domain/DomainStore.js';
import type { Explainer } from './Explainer.js';

// One watch per (store, explainer): the store takes restore listeners for good, so a second
// propagator on the same store shares the first one's.
const watches = new WeakMap<DomainStore, BackjumpWatch[]>();

/**
 * How far the learning search's backjumps have undone the explainer's trail, for propagators that
 * keep state per trail position (the snapshots of {@link ExplainingMatching}): a propagator notes
 * {@link BackjumpWatch.mark} when it runs, and at its next run {@link BackjumpWatch.lowSince} is
 * the shortest the trail has been since, so state recorded at a longer trail is stale.
 *
 * It listens to the store's restores (`DomainStore.onRestore`): a backjump undoes the explainer's
 * trail (`Explainer.undo`) before it pops the store's levels, so at every restore `ex.top` is where
 * the trail was cut. A backjump that undoes a trail entry restores its variable's domain, so none
 * goes unseen. Trailing stores only (a snapshot store restores whole levels without listeners):
 * {@link BackjumpWatch.of} gives `null` there.
 */
export class BackjumpWatch {
  private readonly ex: Explainer;
  // Trail lengths at backjumps, one per backjump that some propagator may not have seen.
  private lows = new Int32Array(64);
  private n = 0;
  // The least entry of each block of 32, so a long stretch is read a block at a time.
  private blockLows = new Int32Array(2);
  // Whether a propagator took a mark since the last entry (else a restore may share that entry).
  private marked = true;

  private constructor(store: DomainStore, ex: Explainer) {
    this.ex = ex;
    store.onRestore(() => this.restored());
  }

  /** The watch of `store` and `ex` (made on first use), or `null` for a snapshot store. */
  static of(store: DomainStore, ex: Explainer): BackjumpWatch | null {
    if (store.snapshot) return null;
    let list = watches.get(store);
    if (list === undefined) {
      list = [];
      watches.set(store, list);
    }
    for (const w of list) if (w.ex === ex) return w;
    const w = new BackjumpWatch(store, ex);
    list.push(w);
    return w;
  }

  private restored(): void {
    const top = this.ex.top;
    // Restores of one backjump see one trail length; entries only split where a mark fell between.
    if (!this.marked && this.n > 0) {
      const r = this.n - 1;
      if (top < this.lows[r]!) {
        this.lows[r] = top;
        if (top < this.blockLows[r >>> 5]!) this.blockLows[r >>> 5] = top;
      }
      return;
    }
    if (this.n === this.lows.length) {
      const grown = new Int32Array(this.n * 2);
      grown.set(this.lows);
      this.lows = grown;
      const blocks = new Int32Array(grown.length >>> 5);
      blocks.set(this.blockLows);
      this.blockLows = blocks;
    }
    const r = this.n++;
    this.lows[r] = top;
    if ((r & 31) === 0 || top < this.blockLows[r >>> 5]!) this.blockLows[r >>> 5] = top;
    this.marked = false;
  }

  /** A mark for {@link BackjumpWatch.lowSince}: the backjumps after now. */
  mark(): number {
    this.marked = true;
    return this.n;
  }

  /** Whether a backjump came since `mark` was taken. */
  backjumpedSince(mark: number): boolean {
    return this.n > mark;
  }

  /**
   * The shortest trail length a backjump left since `mark` was taken (`+Infinity` without one);
   * stops early once at or below `floor` (the caller's oldest state: nothing older to tell apart).
   */
  lowSince(mark: number, floor: number): number {
    let low = Number.POSITIVE_INFINITY;
    const lows = this.lows;
    let r = this.n - 1;
    // The last block's entries one by one, whole blocks by their least, the first block's one by one.
    while (r >= mark && (r & 31) !== 31) {
      if (lows[r]! < low) low = lows[r]!;
      r--;
    }
    while (r - 31 >= mark && low > floor) {
      const b = this.blockLows[r >>> 5]!;
      if (b < low) low = b;
      r -= 32;
    }
    for (; r >= mark && low > floor; r--) if (lows[r]! < low) low = lows[r]!;
    return low;
  }
}
