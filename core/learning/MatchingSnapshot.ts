/**
 * The members' domains of one all-different group as they were at the end of a run of its
 * Hall-set filter ({@link ExplainingMatching}) that reached the filter's fixpoint, with the trail
 * length then, and (optionally) the earlier such states along the current branch of the search, so
 * that after a backjump the filter compares against the last state the backjump kept instead of
 * starting over.
 *
 * Each run changes only the members it lists ({@link MatchingSnapshot.record}: their old words go
 * to a log) and closes a frame ({@link MatchingSnapshot.commit}); {@link MatchingSnapshot.rollback}
 * pops the frames of states recorded at a trail longer than a backjump left, handing back the
 * members each one changed (those may differ from the state returned to). Without history
 * (`keep` false) it is one state, overwritten.
 */
export class MatchingSnapshot {
  /** The state's domains, `nw` words per member (by scope position). */
  readonly words: Int32Array;
  /** The state's domain sizes, per member. */
  readonly size: Int32Array;
  /** Whether there is a state (after a fixpoint); `false` after {@link MatchingSnapshot.clear}. */
  valid = false;
  /** The explainer's trail length when the state was recorded (-1 without a state). */
  time = -1;
  /** Log words (per group) beyond which the history is dropped: 1 M (4 MB). */
  static maxLog = 1 << 20;
  private readonly nw: number;
  // Frames: per changed member [k, old size, old words…], then a header [entries, prev time, prev valid].
  private log = new Int32Array(256);
  private top = 0;
  private frames = 0;
  private open = 0;

  /** A snapshot of `n` members of `nw` words each, without a state. */
  constructor(n: number, nw: number) {
    this.nw = nw;
    this.words = new Int32Array(n * nw);
    this.size = new Int32Array(n);
  }

  /** Forgets the state and its history. */
  clear(): void {
    this.valid = false;
    this.time = -1;
    this.top = 0;
    this.frames = 0;
    this.open = 0;
  }

  /**
   * Sets member `k`'s state to its domain now (`nw` words from `words[at]`, `size` values); `keep`
   * logs the old one for {@link MatchingSnapshot.rollback}.
   */
  record(k: number, words: Int32Array, at: number, size: number, keep: boolean): void {
    const nw = this.nw;
    const base = k * nw;
    if (keep) {
      const need = this.top + nw + 2 + 3;
      if (need > this.log.length) {
        const grown = new Int32Array(Math.max(need, this.log.length * 2));
        grown.set(this.log.subarray(0, this.top));
        this.log = grown;
      }
      const log = this.log;
      let t = this.top;
      log[t++] = k;
      log[t++] = this.size[k]!;
      for (let w = 0; w < nw; w++) log[t++] = this.words[base + w]!;
      this.top = t;
      this.open++;
    }
    for (let w = 0; w < nw; w++) this.words[base + w] = words[at + w]!;
    this.size[k] = size;
  }

  /**
   * Closes the run's changes as the state at trail length `time` (a fixpoint); with `keep` the
   * state before stays reachable by {@link MatchingSnapshot.rollback} (a frame with the same time
   * as the one before it merges into it: both states are gone together or kept together).
   */
  commit(time: number, keep: boolean): void {
    if (keep && this.top > MatchingSnapshot.maxLog) {
      // A branch this long keeps only its last state (a backjump past it starts over).
      this.top = 0;
      this.frames = 0;
    } else if (keep) {
      const log = this.log;
      if (this.frames > 0 && time === this.time) {
        // Merge: the older frame's header keeps its own time and validity before it.
        const h = this.top - this.open - 3;
        const entries = log[h]!;
        const prevTime = log[h + 1]!;
        const prevValid = log[h + 2]!;
        log.copyWithin(h, h + 3, this.top);
        this.top -= 3;
        this.pushHeader(entries + this.open, prevTime, prevValid);
      } else {
        this.pushHeader(this.open, this.time, this.valid ? 1 : 0);
        this.frames++;
      }
    } else {
      // A state without history: any older one is gone (a rollback below `time` finds none).
      this.top = 0;
      this.frames = 0;
    }
    this.open = 0;
    this.time = time;
    this.valid = true;
  }

  private pushHeader(entries: number, prevTime: number, prevValid: number): void {
    const log = this.log;
    log[this.top++] = entries;
    log[this.top++] = prevTime;
    log[this.top++] = prevValid;
  }

  /**
   * Returns to the last state recorded at trail length `low` or shorter (a backjump cut the trail
   * there), calling `changed(k)` for every member a dropped frame had changed; without one, no
   * state. The changes of a run not committed yet are dropped first.
   */
  rollback(low: number, changed: (k: number) => void): void {
    const nw = this.nw;
    const log = this.log;
    const stride = nw + 2;
    // An uncommitted run's entries (none in practice: a run records then commits at once).
    while (this.open > 0) {
      this.top -= stride;
      this.restoreEntry(this.top, changed);
      this.open--;
    }
    while (this.valid && this.time > low) {
      if (this.frames === 0) {
        this.valid = false;
        this.time = -1;
        return;
      }
      this.top -= 3;
      const entries = log[this.top]!;
      this.time = log[this.top + 1]!;
      this.valid = log[this.top + 2]! === 1;
      for (let e = 0; e < entries; e++) {
        this.top -= stride;
        this.restoreEntry(this.top, changed);
      }
      this.frames--;
    }
  }

  private restoreEntry(at: number, changed: (k: number) => void): void {
    const log = this.log;
    const nw = this.nw;
    const k = log[at]!;
    this.size[k] = log[at + 1]!;
    const base = k * nw;
    for (let w = 0; w < nw; w++) this.words[base + w] = log[at + 2 + w]!;
    changed(k);
  }

  /** Log entries in use (words), for tests. */
  get logLength(): number {
    return this.top;
  }
}
