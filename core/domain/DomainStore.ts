import { highestBit, lowestBit, popcount32 } from '../util/bits.js';
import { growInt32 } from '../util/growInt32.js';

/**
 * Bitset domains of all variables in one flat `Int32Array`, with a trail.
 *
 * Variable `v` owns words `start[v] .. start[v] + nwords[v] - 1`; bit `i` stands for the
 * value `offset[v] + i`. Most models need one word per variable (the fast path); a domain of
 * 225 values takes 8. `size[v]` caches the cardinality.
 *
 * The trail saves a variable's words at most once per search level: `stamp[v]` records the
 * level that last saved it, and levels get fresh stamps so a stale stamp never matches.
 * This store only holds and restores bits; changes that must wake propagators go through
 * `PropagationEngine`.
 */
export class DomainStore {
  /** Number of variables. */
  readonly n: number;
  /** All domain words. */
  readonly words: Int32Array;
  /** First word of each variable. */
  readonly start: Int32Array;
  /** Word count of each variable. */
  readonly nwords: Int32Array;
  /** Value of bit 0 of each variable. */
  readonly offset: Float64Array;
  /** Cached domain size of each variable. */
  readonly size: Int32Array;
  /** `true` when every variable fits one word (lets hot loops skip the word loop). */
  readonly oneWord: boolean;

  private readonly stamp: Int32Array;
  private currentStamp = 1;
  private nextStamp = 2;
  private readonly stampStack: number[] = [];
  // Trail entries: variable, previous size, and where its saved words start in trailWords.
  private tVar: Int32Array;
  private tSize: Int32Array;
  private tWordAt: Int32Array;
  private tWords: Int32Array;
  private tTop = 0;
  private tWordTop = 0;
  // Snapshot mode (small one-word stores): a level copies all words and sizes instead of
  // trailing each change; copying a few hundred ints beats a stamp check per removal.
  /**
   * Whether levels are kept as whole copies of the domains (small one-word stores) rather than on
   * the trail: `save` is then a no-op, and hot loops may skip calling it.
   */
  readonly snapshot: boolean;
  // Snapshot mode: the arrays a level saves (words, sizes, then those of `attachLevelState`), and
  // per array one copy per depth. Separate copies, not slices of one buffer: restoring from a
  // `subarray` view allocates the view, which cost more than the copy itself.
  private readonly levelLive: Int32Array[] = [];
  private readonly levelCopies: Int32Array[][] = [];
  // Trailing stores: called with each variable whose words `undoTo` has just put back (see
  // `onRestore`); `null` while nobody listens, so an undo without listeners pays one test.
  private restoreListener: ((v: number) => void) | null = null;
  // Set by `restoreOutside`: levels save nothing, the caller puts every change back itself.
  private outside = false;

  /**
   * Creates a store; `spans[v]` is the number of bits variable `v` needs and `offsets[v]`
   * the value of its bit 0. Every bit starts set; clear excluded values with `initClear`.
   */
  constructor(offsets: ArrayLike<number>, spans: ArrayLike<number>) {
    const n = spans.length;
    this.n = n;
    this.start = new Int32Array(n);
    this.nwords = new Int32Array(n);
    this.offset = Float64Array.from(offsets);
    this.size = new Int32Array(n);
    let total = 0;
    let oneWord = true;
    for (let v = 0; v < n; v++) {
      const span = spans[v]!;
      const nw = (span + 31) >>> 5;
      if (nw > 1) oneWord = false;
      this.start[v] = total;
      this.nwords[v] = nw;
      total += nw;
    }
    this.oneWord = oneWord;
    this.words = new Int32Array(total);
    for (let v = 0; v < n; v++) {
      const span = spans[v]!;
      const s = this.start[v]!;
      const full = span >>> 5;
      for (let k = 0; k < full; k++) this.words[s + k] = -1;
      const rest = span & 31;
      if (rest) this.words[s + full] = (1 << rest) - 1;
      this.size[v] = span;
    }
    // Every variable starts "saved at the root level": root changes are never undone (a reused
    // store is re-initialised instead), so they skip the trail.
    this.stamp = new Int32Array(n).fill(1);
    // Trails start small and double on demand: most solves touch few variables per level.
    const cap = Math.min(Math.max(64, n * 2), 1 << 16);
    this.tVar = new Int32Array(cap);
    this.tSize = new Int32Array(cap);
    this.tWordAt = new Int32Array(cap);
    this.tWords = new Int32Array(Math.min(Math.max(64, total * 2), 1 << 18));
    this.snapshot = oneWord && n <= DomainStore.snapshotMaxVars;
    if (this.snapshot) {
      this.levelLive.push(this.words, this.size);
      this.levelCopies.push([], []);
    }
  }

  /**
   * One-word stores with at most this many variables save whole levels by copying instead of
   * trailing single changes (measured on 9×9 and 16×16 sudoku; read at construction).
   */
  static snapshotMaxVars = 1024;

  /**
   * Resets variable `v` to the values `lo..hi` (bit indices, clipped to its span) during
   * set-up: not trailed, no events. Clear further bits with `initClear`.
   */
  initRange(v: number, lo: number, hi: number): void {
    const s = this.start[v]!;
    const nw = this.nwords[v]!;
    if (lo < 0) lo = 0;
    if (hi > (nw << 5) - 1) hi = (nw << 5) - 1;
    let size = 0;
    for (let k = 0; k < nw; k++) {
      const base = k << 5;
      let mask = 0;
      if (!(base + 31 < lo || base > hi)) {
        mask = -1;
        if (lo > base) mask &= -1 << (lo - base);
        if (hi < base + 31) mask &= (1 << (hi - base + 1)) - 1;
      }
      this.words[s + k] = mask;
      size += popcount32(mask);
    }
    this.size[v] = size;
  }

  /** Forgets the whole trail and every level (before reusing the store for a new solve). */
  clearTrail(): void {
    this.outside = false;
    this.tTop = 0;
    this.tWordTop = 0;
    this.stamp.fill(1);
    this.currentStamp = 1;
    this.nextStamp = 2;
    this.stampStack.length = 0;
  }

  /** Clears bit `i` of `v` during set-up (not trailed, no events). */
  initClear(v: number, i: number): void {
    const w = this.start[v]! + (i >>> 5);
    const bit = 1 << (i & 31);
    if (this.words[w]! & bit) {
      this.words[w]! &= ~bit;
      this.size[v]!--;
    }
  }

  /** Whether bit `i` is in the domain of `v`. */
  has(v: number, i: number): boolean {
    if (i < 0 || i >= this.nwords[v]! << 5) return false;
    return (this.words[this.start[v]! + (i >>> 5)]! & (1 << (i & 31))) !== 0;
  }

  /** Lowest bit index in the domain of `v` (-1 when empty). */
  minIndex(v: number): number {
    const s = this.start[v]!;
    const e = s + this.nwords[v]!;
    for (let w = s; w < e; w++) {
      const x = this.words[w]!;
      if (x) return ((w - s) << 5) + lowestBit(x);
    }
    return -1;
  }

  /** Highest bit index in the domain of `v` (-1 when empty). */
  maxIndex(v: number): number {
    const s = this.start[v]!;
    for (let w = s + this.nwords[v]! - 1; w >= s; w--) {
      const x = this.words[w]!;
      if (x) return ((w - s) << 5) + highestBit(x);
    }
    return -1;
  }

  /** Smallest value of `v`. */
  min(v: number): number {
    return this.offset[v]! + this.minIndex(v);
  }

  /** Largest value of `v`. */
  max(v: number): number {
    return this.offset[v]! + this.maxIndex(v);
  }

  /** Whether `value` is in the domain of `v`. */
  hasValue(v: number, value: number): boolean {
    return this.has(v, value - this.offset[v]!);
  }

  /** The value of a fixed variable (its smallest value otherwise). */
  value(v: number): number {
    return this.offset[v]! + this.minIndex(v);
  }

  /** The values of `v`, ascending. */
  values(v: number): number[] {
    const out: number[] = [];
    const s = this.start[v]!;
    const nw = this.nwords[v]!;
    const off = this.offset[v]!;
    for (let k = 0; k < nw; k++) {
      let x = this.words[s + k]!;
      while (x) {
        const b = lowestBit(x);
        out.push(off + (k << 5) + b);
        x &= x - 1;
      }
    }
    return out;
  }

  /** Recomputes `size[v]` from the words (used after bulk edits). */
  recount(v: number): number {
    const s = this.start[v]!;
    const e = s + this.nwords[v]!;
    let c = 0;
    for (let w = s; w < e; w++) c += popcount32(this.words[w]!);
    this.size[v] = c;
    return c;
  }

  /** Saves `v` on the trail unless it was already saved at this level. Call before any change. */
  save(v: number): void {
    // In snapshot mode every stamp stays equal to the current one, so this returns at once.
    if (this.stamp[v] === this.currentStamp) return;
    this.stamp[v] = this.currentStamp;
    const nw = this.nwords[v]!;
    if (this.tTop === this.tVar.length) this.growEntries();
    if (this.tWordTop + nw > this.tWords.length) this.growWords(nw);
    const t = this.tTop++;
    this.tVar[t] = v;
    this.tSize[t] = this.size[v]!;
    this.tWordAt[t] = this.tWordTop;
    const s = this.start[v]!;
    // A word at a time: `set(subarray(…))` would allocate a view per save.
    const tw = this.tWords;
    const words = this.words;
    let at = this.tWordTop;
    for (let k = 0; k < nw; k++) tw[at++] = words[s + k]!;
    this.tWordTop = at;
  }

  /**
   * Registers an array a propagator derives from the domains (counts, last-seen domains), so every
   * level saves and restores it together with them. Snapshot stores only (`snapshot` is true):
   * there a level is a copy, and a copy of a few hundred words costs less than trailing each change.
   */
  attachLevelState(state: Int32Array): void {
    if (!this.snapshot) throw new Error('attachLevelState: only snapshot stores keep level state');
    this.levelLive.push(state);
    this.levelCopies.push([]);
  }

  /**
   * Calls `listener(v)` for every variable whose words a backtrack puts back, right after they are
   * restored (trailing stores only; a snapshot store restores whole levels and never calls it). A
   * propagator that keeps counts derived from the domains of a store too big for snapshots
   * (`attachLevelState`) re-adds the restored values with it, instead of trailing each count.
   * Several listeners are called in the order they were added.
   */
  onRestore(listener: (v: number) => void): void {
    const before = this.restoreListener;
    this.restoreListener =
      before === null
        ? listener
        : (v) => {
            before(v);
            listener(v);
          };
  }

  /**
   * Hands the undoing of changes to the caller, who records every change on a trail of its own and
   * puts it back itself (a learning search's literal trail holds each removed value): from now on a
   * level saves nothing and `popLevel` / `undoTo` restore nothing, so the domains are not trailed
   * twice. Only at the root of a trailing store nobody else listens to: `false` (and nothing changes)
   * for a snapshot store, a store with a restore listener (it expects whole variables put back), or
   * with a level open.
   */
  restoreOutside(): boolean {
    if (this.snapshot || this.restoreListener !== null || this.stampStack.length > 0 || this.tTop > 0)
      return false;
    // Every stamp equal to the current one, which no level changes: `save` returns at once.
    this.stamp.fill(1);
    this.currentStamp = 1;
    this.outside = true;
    return true;
  }

  /** Whether the caller restores the changes ({@link DomainStore.restoreOutside}). */
  get restoredOutside(): boolean {
    return this.outside;
  }

  /** Opens a new search level; returns the trail mark to hand back to `popLevel`. */
  pushLevel(): number {
    if (this.outside) {
      this.stampStack.push(1);
      return this.tTop;
    }
    if (this.snapshot) {
      const d = this.stampStack.length;
      const live = this.levelLive;
      for (let k = 0; k < live.length; k++) {
        const copies = this.levelCopies[k]!;
        let copy = copies[d];
        if (copy === undefined) {
          copy = new Int32Array(live[k]!.length);
          copies[d] = copy;
        }
        copy.set(live[k]!);
      }
      this.stampStack.push(1);
      return d;
    }
    this.stampStack.push(this.currentStamp);
    this.currentStamp = this.nextStamp++;
    return this.tTop;
  }

  /** Undoes every change since the matching `pushLevel` and returns to the enclosing level. */
  popLevel(mark: number): void {
    if (this.snapshot) {
      this.restoreSnapshot(mark);
      this.stampStack.pop();
      return;
    }
    this.undoTo(mark);
    this.currentStamp = this.stampStack.pop() ?? 1;
  }

  /** Undoes changes down to `mark` (as returned by `pushLevel`) without leaving the level. */
  undoTo(mark: number): void {
    if (this.snapshot) {
      this.restoreSnapshot(mark);
      return;
    }
    const words = this.words;
    const listener = this.restoreListener;
    for (let t = this.tTop - 1; t >= mark; t--) {
      const v = this.tVar[t]!;
      const s = this.start[v]!;
      const nw = this.nwords[v]!;
      const at = this.tWordAt[t]!;
      for (let k = 0; k < nw; k++) words[s + k] = this.tWords[at + k]!;
      this.size[v] = this.tSize[t]!;
      // A restored variable needs saving again at the level it returns to (never at the root).
      this.stamp[v] = this.stampStack.length <= 1 ? 1 : 0;
      if (listener !== null) listener(v);
    }
    this.tTop = mark;
    this.tWordTop = mark > 0 ? this.tWordAt[mark - 1]! + this.nwords[this.tVar[mark - 1]!]! : 0;
  }

  /** Current search depth (number of open levels). */
  get depth(): number {
    return this.stampStack.length;
  }

  /** Current trail position (the depth in snapshot mode, where levels are copies). */
  get trailTop(): number {
    return this.snapshot ? this.stampStack.length : this.tTop;
  }

  private restoreSnapshot(d: number): void {
    const live = this.levelLive;
    for (let k = 0; k < live.length; k++) live[k]!.set(this.levelCopies[k]![d]!);
  }

  private growEntries(): void {
    const cap = this.tVar.length * 2;
    this.tVar = growInt32(this.tVar, cap);
    this.tSize = growInt32(this.tSize, cap);
    this.tWordAt = growInt32(this.tWordAt, cap);
  }

  private growWords(need: number): void {
    this.tWords = growInt32(this.tWords, Math.max(this.tWords.length * 2, this.tWordTop + need));
  }
}
