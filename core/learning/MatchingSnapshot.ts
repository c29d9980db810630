/**
 * The members' domains of one all-different group as they were at the end of a run of its
 * Hall-set filter ({@link ExplainingMatching}) that reached the filter's fixpoint, with the trail
 * length then, and (optionally) the earlier such states along the current branch of the search, so
 * that after a backjump the filter compares against the last state the backjump kept instead of
 * starting over.
 *
 * The history is a trail of frames, one per decision level at which the group ran: a run opens
 * the frame of its level ({@link MatchingSnapshot.begin}; the level's frame again if the last one
 * is of that level), changes only the members it lists ({@link MatchingSnapshot.record}: a member's
 * old row goes to the log the first time in a frame) and closes it
 * ({@link MatchingSnapshot.commit}). A backjump cuts the trail at a level boundary, so the states
 * of one level are kept or dropped together; {@link MatchingSnapshot.rollback} pops the frames
 * recorded at a trail longer than the cut, handing back the members each one changed. Without
 * history (`keep` false) it is one state, overwritten.
 */
export class MatchingSnapshot {
  /** The state's rows, `nw` words per member. */
  readonly words: Int32Array;
  /** The state's domain sizes, per member. */
  readonly size: Int32Array;
  /** Whether there is a state (after a fixpoint); `false` after {@link MatchingSnapshot.clear}. */
  valid = false;
  /** The explainer's trail length when the state was recorded (-1 without a state). */
  time = -1;
  /**
   * Log words (per group) beyond which the history is dropped: 64 K (256 KB; the deepest branches
   * measured on 49×49 to 64×64 grids logged under 8 K).
   */
  static maxLog = 1 << 16;
  private readonly nw: number;
  // Frames: per changed member [k, old size, old words…], then a header
  // [entries, prev time, prev valid, level, frame id].
  private log = new Int32Array(256);
  private top = 0;
  private frames = 0;
  // The open frame: its entries, id, level, and the state before it.
  private open = 0;
  private frameId = 0;
  private nextId = 1;
  private frameLevel = -1;
  private prevTime = -1;
  private prevValid = 0;
  private keeping = false;
  // The state before the oldest frame: its time, -1 when there was none.
  private bottomTime = -1;
  // The frame in which each member's old row was logged.
  private readonly loggedIn: Int32Array;

  /** A snapshot of `n` members of `nw` words each, without a state. */
  constructor(n: number, nw: number) {
    this.nw = nw;
    this.words = new Int32Array(n * nw);
    this.size = new Int32Array(n);
    this.loggedIn = new Int32Array(n);
  }

  /** Forgets the state and its history. */
  clear(): void {
    this.valid = false;
    this.time = -1;
    this.top = 0;
    this.frames = 0;
    this.open = 0;
    this.keeping = false;
    this.frameId = this.nextId++;
  }

  /**
   * Opens the run's frame at decision level `level`; `keep` keeps the state before it reachable
   * by {@link MatchingSnapshot.rollback} (the level's frame is reopened if it is the last one).
   */
  begin(level: number, keep: boolean): void {
    this.keeping = keep;
    this.open = 0;
    if (!keep) {
      this.frameId = this.nextId++;
      return;
    }
    const log = this.log;
    if (this.frames > 0 && log[this.top - 2] === level) {
      this.top -= 5;
      this.open = log[this.top]!;
      this.prevTime = log[this.top + 1]!;
      this.prevValid = log[this.top + 2]!;
      this.frameLevel = level;
      this.frameId = log[this.top + 4]!;
      this.frames--;
      return;
    }
    this.frameId = this.nextId++;
    this.frameLevel = level;
    this.prevTime = this.time;
    this.prevValid = this.valid ? 1 : 0;
  }

  /** Sets member `k`'s row to `nw` words from `words[at]` (`size` values), logging the old one once per frame. */
  record(k: number, words: Int32Array, at: number, size: number): void {
    const nw = this.nw;
    const base = k * nw;
    if (this.keeping && this.loggedIn[k] !== this.frameId) {
      this.loggedIn[k] = this.frameId;
      const need = this.top + nw + 2 + 5;
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

  /** Closes the run's frame: the rows are the state at trail length `time` (a fixpoint). */
  commit(time: number): void {
    if (this.keeping && this.top > MatchingSnapshot.maxLog) {
      // A branch this long keeps only its last state (a backjump past it starts over).
      this.top = 0;
      this.frames = 0;
      this.frameId = this.nextId++;
    } else if (this.keeping) {
      const log = this.log;
      log[this.top++] = this.open;
      log[this.top++] = this.prevTime;
      log[this.top++] = this.prevValid;
      log[this.top++] = this.frameLevel;
      log[this.top++] = this.frameId;
      if (this.frames++ === 0) this.bottomTime = this.prevValid === 1 ? this.prevTime : -1;
    } else {
      // A state without history: any older one is gone (a rollback below `time` finds none).
      this.top = 0;
      this.frames = 0;
    }
    this.open = 0;
    this.keeping = false;
    this.time = time;
    this.valid = true;
  }

  /**
   * Returns to the last state recorded at trail length `low` or shorter (a backjump cut the trail
   * there), calling `changed(k)` for every member a dropped frame had changed; without one, no
   * state.
   */
  rollback(low: number, changed: (k: number) => void): void {
    const log = this.log;
    const stride = this.nw + 2;
    while (this.valid && this.time > low) {
      if (this.frames === 0) {
        this.valid = false;
        this.time = -1;
        return;
      }
      this.top -= 5;
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
    // Logged again in the next frame that changes it.
    this.loggedIn[k] = 0;
    changed(k);
  }

  /**
   * A trail length at or below which every cut leaves the same (no state, or the oldest): a
   * search for the lowest cut may stop there.
   */
  floor(): number {
    return this.frames === 0 ? this.time - 1 : this.bottomTime;
  }

  /** Log entries in use (words), for tests. */
  get logLength(): number {
    return this.top;
  }
}
