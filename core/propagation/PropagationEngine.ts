import type { DomainStore } from '../domain/DomainStore.js';
import { highestBit, lowestBit, popcount32 } from '../util/bits.js';
import {
  EV_ASSIGNED as IMPORTED_EV_ASSIGNED,
  EV_BOUNDS as IMPORTED_EV_BOUNDS,
  EV_DOMAIN as IMPORTED_EV_DOMAIN,
} from './events.js';
import type { Propagator } from './Propagator.js';
import { YieldClock } from './YieldClock.js';

// Module-local copies of imported constants: optimised code re-reads an imported binding (with a
// TDZ check) at every use, while a local `const` is folded in. These run at every domain change
// (a compare against an imported constant ran 25 % slower than against a local one, Node 20).
const EV_ASSIGNED = IMPORTED_EV_ASSIGNED;
const EV_BOUNDS = IMPORTED_EV_BOUNDS;
const EV_DOMAIN = IMPORTED_EV_DOMAIN;

/**
 * Called for every domain change when domain tracing is on. `removed` (the values taken out) is
 * valid only during the call: the engine reuses one array for single removals, the most frequent
 * change, so a tracer that keeps the values must copy them (`removed.slice()`).
 */
export type DomainTracer = (variable: number, removed: readonly number[], size: number) => void;

const PRIORITIES = 3;

/**
 * The propagation context: owns the domain store, the propagators, their subscriptions and
 * the priority queues, and runs propagation to a fixpoint.
 *
 * Domains change only through the modifying methods here (`remove`, `assign`, `setMinIndex`,
 * `setMaxIndex`, `keepWord` and their value-space twins). Each returns `false` when the
 * domain is wiped out, and otherwise wakes the propagators subscribed to the event it raised,
 * except the one that made the change.
 */
export class PropagationEngine {
  /** The domains. */
  readonly store: DomainStore;
  /** Every propagator, by id. */
  readonly propagators: Propagator[] = [];
  /** Propagator runs so far. */
  propagations = 0;
  /** Failure count per variable, for dom/wdeg (bumped on the scope of a failing propagator). */
  readonly weight: Float64Array;
  /** When set, receives every change (trace mode); `null` costs one check per change. */
  tracer: DomainTracer | null = null;
  /**
   * When set (with {@link PropagationEngine.tracer}), receives every single-value removal instead
   * of the tracer, as (variable, bit index, size after): a tracer that sees mostly single
   * removals (a learning search's trail) skips the array and the value-to-bit arithmetic.
   */
  traceOne: ((variable: number, bit: number, size: number) => void) | null = null;
  // The `removed` argument of a single removal's trace call, reused (see `DomainTracer`).
  private readonly oneRemoved: number[] = [0];
  // The `removed` argument of an assignment's trace call, reused likewise: one array per length,
  // filled by index. (Emptying one array with `length = 0` and pushing made V8 drop and regrow its
  // backing store at every assignment: garbage in a learning search, which traces every change.)
  private readonly removedOfLength: number[][] = [];
  /**
   * Deadline of the current propagation (armed by the search with its slice end or time limit).
   * Long propagators count their steps on it too (`clock.due()`), see {@link PropagationEngine.propagate}.
   */
  readonly clock = new YieldClock();
  /**
   * `true` when the last {@link PropagationEngine.propagate} returned before the fixpoint because the
   * clock's deadline passed: the queued work is kept, and calling `propagate` again finishes it.
   */
  interrupted = false;

  /** Id of the propagator whose failure ended the last failed {@link PropagationEngine.propagate} (-1: none yet). */
  failed = -1;

  private current = -1;
  private queued: Uint8Array = new Uint8Array(0);
  private readonly queues: Int32Array[] = [];
  private readonly qHead = new Int32Array(PRIORITIES);
  private readonly qTail = new Int32Array(PRIORITIES);
  private readonly qLen = new Int32Array(PRIORITIES);
  private pendingSubs: number[] = []; // (var, prop, mask, local) quadruples before finalize
  private subStart: Int32Array = new Int32Array(1);
  // Subscriptions of variable v: entries subStart[v] … subStart[v + 1] - 1, each three ints at
  // `3 * entry` in `subs` (propagator, event mask, local index). Interleaved: a wake reads one
  // cache line for a variable's few subscriptions, where three arrays cost three misses at every
  // change of a large model.
  private subs: Int32Array = new Int32Array(0);
  // Per variable, 1 when a subscription asks for EV_BOUNDS: a multi-word removal works out whether
  // it moved a bound (a scan of the words beside it) only then. A learning search's all-different
  // groups watch EV_DOMAIN alone, and the scan showed in profiles of 144×144 grids.
  private boundsWatched: Uint8Array = new Uint8Array(0);
  private finalized = false;
  private readonly blameLimit = 64;

  /** Creates an engine over `store`; add propagators, then call `finalize`. */
  constructor(store: DomainStore) {
    this.store = store;
    this.weight = new Float64Array(store.n).fill(1);
  }

  /** Registers a propagator (it subscribes itself in `attach`). */
  add(p: Propagator): void {
    if (this.finalized) throw new Error('cannot add propagators after finalize()');
    p.id = this.propagators.length;
    this.propagators.push(p);
    p.attach(this);
  }

  /** Subscribes `p` to events `mask` of variable `v`; `local` is handed back to `p.notify`. */
  subscribe(v: number, p: Propagator, mask: number, local: number): void {
    this.pendingSubs.push(v, p.id, mask, local);
  }

  /** Freezes subscriptions into flat arrays; every propagator is queued for a first run. */
  finalize(): void {
    const n = this.store.n;
    const subs = this.pendingSubs;
    const count = new Int32Array(n + 1);
    for (let k = 0; k < subs.length; k += 4) count[subs[k]! + 1]!++;
    for (let v = 0; v < n; v++) count[v + 1]! += count[v]!;
    const total = subs.length >>> 2;
    const flat = new Int32Array(3 * total);
    const fill = count.slice();
    for (let k = 0; k < subs.length; k += 4) {
      const at = 3 * fill[subs[k]!]!++;
      flat[at] = subs[k + 1]!;
      flat[at + 1] = subs[k + 2]!;
      flat[at + 2] = subs[k + 3]!;
    }
    this.subs = flat;
    this.boundsWatched = new Uint8Array(n);
    for (let k = 0; k < subs.length; k += 4) if (subs[k + 2]! & EV_BOUNDS) this.boundsWatched[subs[k]!] = 1;
    this.subStart = count;
    this.pendingSubs = [];
    const np = this.propagators.length;
    this.queued = new Uint8Array(np);
    for (let q = 0; q < PRIORITIES; q++) this.queues[q] = new Int32Array(np + 1);
    this.finalized = true;
    for (const p of this.propagators) this.schedule(p.id);
  }

  /** Id of the propagator running now (-1 outside propagation): lets a tracer attribute a change. */
  get running(): number {
    return this.current;
  }

  /** Number of subscriptions on variable `v` (after `finalize`). */
  subscriptionCount(v: number): number {
    return this.subStart[v + 1]! - this.subStart[v]!;
  }

  /** Queues propagator `id` unless it is queued already. */
  schedule(id: number): void {
    if (this.queued[id]) return;
    this.queued[id] = 1;
    const pr = this.propagators[id]!.priority;
    const q = this.queues[pr]!;
    q[this.qTail[pr]!] = id;
    this.qTail[pr] = this.qTail[pr]! + 1 === q.length ? 0 : this.qTail[pr]! + 1;
    this.qLen[pr]!++;
  }

  /** Prepares a reused engine for a new solve: the store's domains were re-initialised. */
  reset(): void {
    this.clearQueues();
    this.store.clearTrail();
    this.weight.fill(1);
    this.propagations = 0;
    this.tracer = null;
    this.traceOne = null;
    this.current = -1;
    this.interrupted = false;
    for (const p of this.propagators) p.reset?.();
    this.scheduleAll();
  }

  /** Queues every propagator (after a restart, or to re-check from scratch). */
  scheduleAll(): void {
    for (let id = 0; id < this.propagators.length; id++) this.schedule(id);
  }

  /**
   * Runs queued propagators to a fixpoint; `false` on failure (queues are then empty). When the
   * clock's deadline passes first, returns `true` with {@link PropagationEngine.interrupted} set and
   * the remaining work still queued: a propagator that stops early (its own `clock.due()` check)
   * schedules itself again and returns `true`, so nothing is lost and a later call goes on.
   */
  propagate(): boolean {
    const props = this.propagators;
    const clock = this.clock;
    this.interrupted = false;
    // Every call runs one propagator at least, so repeated calls always get somewhere.
    let ran = false;
    for (;;) {
      let pr = 0;
      while (pr < PRIORITIES && this.qLen[pr] === 0) pr++;
      if (pr === PRIORITIES) {
        this.current = -1; // outside changes made after this call must wake every propagator
        return true;
      }
      if (ran && clock.due()) {
        this.current = -1;
        this.interrupted = true;
        return true;
      }
      const q = this.queues[pr]!;
      const id = q[this.qHead[pr]!]!;
      this.qHead[pr] = this.qHead[pr]! + 1 === q.length ? 0 : this.qHead[pr]! + 1;
      this.qLen[pr]!--;
      this.queued[id] = 0;
      this.current = id;
      this.propagations++;
      ran = true;
      const p = props[id]!;
      if (!p.propagate(this)) {
        this.current = -1;
        this.failed = id;
        this.blame(p);
        this.clearQueues();
        return false;
      }
    }
  }

  /** Raises the dom/wdeg weight of one variable (propagators with precise blame call this). */
  bump(v: number): void {
    this.weight[v]! += 1;
  }

  private blame(p: Propagator): void {
    const scope = p.scope;
    // Wide propagators blame precisely themselves (via bump); blaming 50,000 cells teaches nothing.
    if (scope.length > this.blameLimit) return;
    for (let i = 0; i < scope.length; i++) this.weight[scope[i]!]! += 1;
  }

  /**
   * Empties the queues (calling `clearPending` of every queued propagator): a learning search that
   * backjumps past changes made outside propagation drops the work they scheduled.
   */
  clearQueues(): void {
    for (let pr = 0; pr < PRIORITIES; pr++) {
      const q = this.queues[pr]!;
      let h = this.qHead[pr]!;
      for (let k = this.qLen[pr]!; k > 0; k--) {
        const id = q[h]!;
        this.queued[id] = 0;
        this.propagators[id]!.clearPending?.();
        h = h + 1 === q.length ? 0 : h + 1;
      }
      this.qHead[pr] = 0;
      this.qTail[pr] = 0;
      this.qLen[pr] = 0;
    }
  }

  /** Wakes the subscribers of `v` for `events` (skipping the running propagator). */
  private wake(v: number, events: number): void {
    const subs = this.subs;
    const end = 3 * this.subStart[v + 1]!;
    for (let k = 3 * this.subStart[v]!; k < end; k += 3) {
      if ((subs[k + 1]! & events) === 0) continue;
      const id = subs[k]!;
      if (id === this.current) continue;
      const p = this.propagators[id]!;
      if (p.notify !== undefined && !p.notify(subs[k + 2]!, events)) continue;
      if (!this.queued[id]) this.schedule(id);
    }
  }

  /** Removes bit `i` from `v`. */
  remove(v: number, i: number): boolean {
    const s = this.store;
    if (i < 0 || i >= s.nwords[v]! << 5) return true;
    const w = s.start[v]! + (i >>> 5);
    const bit = 1 << (i & 31);
    const word = s.words[w]!;
    if ((word & bit) === 0) return true;
    if (s.size[v] === 1) return false;
    s.save(v);
    const nw = word & ~bit;
    s.words[w] = nw;
    const size = --s.size[v]!;
    let ev = EV_DOMAIN;
    if (size === 1) ev |= EV_ASSIGNED | EV_BOUNDS;
    else if (s.nwords[v] === 1) {
      if ((nw & (bit - 1)) === 0 || nw >>> (i & 31) === 0) ev |= EV_BOUNDS;
    } else if (this.boundsWatched[v] === 1 && this.wasBound(v, w, nw, i)) ev |= EV_BOUNDS;
    if (this.tracer) {
      if (this.traceOne !== null) {
        this.traceOne(v, i, size);
        this.wakeTraced(v, ev);
        return true;
      }
      this.oneRemoved[0] = s.offset[v]! + i;
      this.tracer(v, this.oneRemoved, size);
    }
    this.wake(v, ev);
    return true;
  }

  /**
   * {@link PropagationEngine.wake}, written out again for the removals and assignments of a search
   * that traces its changes (a learning search): a call site of its own, so the `notify` calls here see
   * only the propagators of that search. In a process whose default search ran the plain
   * propagators first, the shared site had seen every class and called `notify` megamorphically
   * at each change of the learning search after it (measured: 5–7 % of its CPU on 144×144).
   */
  private wakeTraced(v: number, events: number): void {
    const subs = this.subs;
    const end = 3 * this.subStart[v + 1]!;
    for (let k = 3 * this.subStart[v]!; k < end; k += 3) {
      if ((subs[k + 1]! & events) === 0) continue;
      const id = subs[k]!;
      if (id === this.current) continue;
      const p = this.propagators[id]!;
      if (p.notify !== undefined && !p.notify(subs[k + 2]!, events)) continue;
      if (!this.queued[id]) this.schedule(id);
    }
  }

  /**
   * Whether bit `i`, just cleared from word `w` of multi-word `v` (now `nw`), was its minimum or
   * maximum: no bit left below it, or none above. Reads only the words up to the nearest set bit
   * on each side (a scan of the whole domain for the new minimum and maximum showed in profiles
   * of 36×36 grids).
   */
  private wasBound(v: number, w: number, nw: number, i: number): boolean {
    const words = this.store.words;
    const b = i & 31;
    if ((nw & ((1 << b) - 1)) === 0) {
      let below = false;
      for (let k = this.store.start[v]!; k < w; k++) {
        if (words[k] !== 0) {
          below = true;
          break;
        }
      }
      if (!below) return true;
    }
    if (nw >>> b !== 0) return false;
    const end = this.store.start[v]! + this.store.nwords[v]!;
    for (let k = w + 1; k < end; k++) if (words[k] !== 0) return false;
    return true;
  }

  /** Fixes `v` to bit `i`. */
  assign(v: number, i: number): boolean {
    const s = this.store;
    if (!s.has(v, i)) return false;
    if (s.size[v] === 1) return true;
    let removed: number[] | null = null;
    if (this.tracer) {
      // Every value but bit i, read from the words before they change (no array per call).
      const n = s.size[v]! - 1;
      removed = this.removedOfLength[n] ?? this.newRemoved(n);
      const st0 = s.start[v]!;
      const off = s.offset[v]!;
      let at = 0;
      for (let k = 0; k < s.nwords[v]!; k++) {
        let w = s.words[st0 + k]!;
        while (w !== 0) {
          const b = (k << 5) + lowestBit(w);
          w &= w - 1;
          if (b !== i) removed[at++] = off + b;
        }
      }
    }
    s.save(v);
    const st = s.start[v]!;
    const nw = s.nwords[v]!;
    if (nw === 1) s.words[st] = 1 << i;
    else {
      for (let k = 0; k < nw; k++) s.words[st + k] = 0;
      s.words[st + (i >>> 5)] = 1 << (i & 31);
    }
    s.size[v] = 1;
    if (removed) {
      this.tracer!(v, removed, 1);
      this.wakeTraced(v, EV_ASSIGNED | EV_BOUNDS | EV_DOMAIN);
    } else this.wake(v, EV_ASSIGNED | EV_BOUNDS | EV_DOMAIN);
    return true;
  }

  /** The reused `removed` array of `n` entries for an assignment's trace call (made on first use). */
  private newRemoved(n: number): number[] {
    // Pushed, not `new Array(n)`: a packed array reads without hole checks.
    const a: number[] = [];
    for (let k = 0; k < n; k++) a.push(0);
    this.removedOfLength[n] = a;
    return a;
  }

  /** Keeps only `words[start + k] & mask` of `v`'s word `k` (bulk pruning). */
  keepWord(v: number, k: number, mask: number): boolean {
    const s = this.store;
    const w = s.start[v]! + k;
    const old = s.words[w]!;
    const nw = old & mask;
    if (nw === old) return true;
    const lost = popcount32(old ^ nw);
    if (lost >= s.size[v]!) return false;
    const minBefore = s.nwords[v] === 1 ? lowestBit(old) : s.minIndex(v);
    const maxBefore = s.nwords[v] === 1 ? highestBit(old) : s.maxIndex(v);
    const removed = this.tracer ? this.bitsOf(v, k, old & ~nw) : null;
    s.save(v);
    s.words[w] = nw;
    const size = (s.size[v]! -= lost);
    let ev = EV_DOMAIN;
    if (size === 1) ev |= EV_ASSIGNED | EV_BOUNDS;
    else if (s.minIndex(v) !== minBefore || s.maxIndex(v) !== maxBefore) ev |= EV_BOUNDS;
    if (removed) this.tracer!(v, removed, size);
    this.wake(v, ev);
    return true;
  }

  /** Removes every bit below `i` from `v`. */
  setMinIndex(v: number, i: number): boolean {
    const s = this.store;
    if (i <= 0) return true;
    if (s.oneWord) return i < 32 && this.keepWord(v, 0, -1 << i);
    const nw = s.nwords[v]!;
    if (i >= nw << 5) return false;
    if (s.minIndex(v) >= i) return true;
    if (s.maxIndex(v) < i) return false;
    return this.maskRange(v, i, (nw << 5) - 1);
  }

  /** Removes every bit above `i` from `v`. */
  setMaxIndex(v: number, i: number): boolean {
    const s = this.store;
    if (i < 0) return false;
    if (s.oneWord) return i >= 31 || this.keepWord(v, 0, (1 << (i + 1)) - 1);
    if (s.maxIndex(v) <= i) return true;
    if (s.minIndex(v) > i) return false;
    return this.maskRange(v, 0, i);
  }

  /** Keeps only bits `lo..hi` of `v` (known to leave at least one). */
  private maskRange(v: number, lo: number, hi: number): boolean {
    const s = this.store;
    const st = s.start[v]!;
    const nw = s.nwords[v]!;
    const removed = this.tracer ? s.values(v) : null;
    s.save(v);
    for (let k = 0; k < nw; k++) {
      const base = k << 5;
      let mask = -1;
      if (base + 31 < lo || base > hi) mask = 0;
      else {
        if (lo > base) mask &= -1 << (lo - base);
        if (hi < base + 31) mask &= (1 << (hi - base + 1)) - 1;
      }
      s.words[st + k]! &= mask;
    }
    const size = s.recount(v);
    if (removed) {
      const off = s.offset[v]!;
      this.tracer!(
        v,
        removed.filter((x) => x - off < lo || x - off > hi),
        size,
      );
    }
    this.wake(v, size === 1 ? EV_ASSIGNED | EV_BOUNDS | EV_DOMAIN : EV_BOUNDS | EV_DOMAIN);
    return true;
  }

  /** Removes `value` from `v`. */
  removeValue(v: number, value: number): boolean {
    return this.remove(v, value - this.store.offset[v]!);
  }

  /** Fixes `v` to `value` (fails when `value` is not in the domain). */
  assignValue(v: number, value: number): boolean {
    return this.assign(v, value - this.store.offset[v]!);
  }

  /** Removes every value below `value`. */
  setMin(v: number, value: number): boolean {
    return this.setMinIndex(v, Math.ceil(value - this.store.offset[v]!));
  }

  /** Removes every value above `value`. */
  setMax(v: number, value: number): boolean {
    return this.setMaxIndex(v, Math.floor(value - this.store.offset[v]!));
  }

  private bitsOf(v: number, k: number, bits: number): number[] {
    const out: number[] = [];
    const off = this.store.offset[v]! + (k << 5);
    while (bits) {
      out.push(off + lowestBit(bits));
      bits &= bits - 1;
    }
    return out;
  }
}
