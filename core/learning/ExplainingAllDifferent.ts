import type { DomainStore } from '../domain/DomainStore.js';
import { EV_ASSIGNED, EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';
import { lowestBit, popcount32 } from '../util/bits.js';
import type { Explainer, LazyReasoner } from './Explainer.js';
import type { IntBuffer } from './IntBuffer.js';

/**
 * All-different on one group, for a learning search: every pruning comes with its reason.
 *
 * - Value elimination: `[x = v]` ⇒ `[y ≠ v]` (reason: that one literal); two members fixed to
 *   the same value fail with the nogood `{[x = v], [y = v]}`.
 * - Permutation groups (as many values in the union of the initial domains as members): a value
 *   left in no member fails (nogood: every `[y ≠ v]`), a value left in one member fixes it
 *   (reason: the other members' `[z ≠ v]`), the hidden single.
 * - Other groups: pigeonhole, fewer values left in the union than members fails (nogood: every
 *   removal that shrank the union).
 *
 * The lazy-clause-generation counterpart of the direct CNF encoding (at most one member per value,
 * at least one in a permutation group): the reasons are exactly the clauses that encoding would
 * hold, generated only when used.
 */
export class ExplainingAllDifferent extends Propagator implements LazyReasoner {
  /** The group. */
  readonly scope: Int32Array;
  private readonly ex: Explainer;
  private readonly nw: number;
  private readonly required: Int32Array | null;
  private readonly owner: Int32Array;
  private readonly ownerStamp: Int32Array;
  private stamp = 0;
  private readonly fixedBits: Int32Array;
  private readonly once: Int32Array;
  private readonly twice: Int32Array;
  private reason: Int32Array;
  // Incremental state: the group's place counts live in the explainer (kept by the trail).
  /** The group's offset in the explainer's counts and place sets (`Explainer.addCountGroup`). */
  readonly countOff: number;
  private readonly span: number;
  /** Members fixed since the last run, whose value is still to eliminate from the others. */
  private readonly pending: Int32Array;
  private readonly inPending: Uint8Array;
  private pendingLen = 0;
  // The first run (root) scans the whole group: members fixed before it were never notified.
  private fresh = true;
  /** Id of this propagator as the explainer's lazy reasoner (hidden singles). */
  private readonly lazyId: number;
  /**
   * First word of the group's place sets in the explainer, words per value, and the scope position
   * of each bit: the explainer lays them out anew with its atoms ({@link Explainer.layoutEpoch}).
   */
  private placeBase = 0;
  private placeWords = 0;
  private placeMembers: Int32Array = new Int32Array(0);
  private placeEpoch = -1;
  /**
   * By value, the members that could take it at the layout, as their `[y = v]` literals in scope
   * order: value bit `i`'s are `holders[holderStart[i] … holderStart[i + 1] - 1]`. Every other
   * member's `[y ≠ v]` is a root fact ({@link TRUE_LIT}), which a reason need not name (conflict
   * analysis skips level-0 literals, and the debug mode reads root facts as true in every
   * solution): a hidden single's reason is then the few members that had the value at the
   * layout, not the whole group (on a 49×49 grid at 42 % fill about a fifth of it).
   */
  private holderStart: Int32Array = new Int32Array(1);
  private holders: Int32Array = new Int32Array(0);

  /** A propagator for `scope` (members share one value layout in `store`). */
  constructor(scope: ArrayLike<number>, store: DomainStore, ex: Explainer) {
    super();
    this.scope = Int32Array.from(scope);
    this.ex = ex;
    this.priority = PRIORITY_LINEAR;
    const nw = scope.length === 0 ? 1 : store.nwords[this.scope[0]!]!;
    this.nw = nw;
    const union = new Int32Array(nw);
    for (const x of this.scope) {
      const st = store.start[x]!;
      for (let w = 0; w < nw; w++) union[w]! |= store.words[st + w]!;
    }
    let values = 0;
    for (let w = 0; w < nw; w++) values += popcount32(union[w]!);
    this.required = values === this.scope.length ? union : null;
    this.owner = new Int32Array(nw << 5);
    this.ownerStamp = new Int32Array(nw << 5);
    this.fixedBits = new Int32Array(nw);
    this.once = new Int32Array(nw);
    this.twice = new Int32Array(nw);
    this.reason = new Int32Array(Math.max(4, this.scope.length * 2));
    this.countOff = ex.addCountGroup(this.scope);
    let span = 1;
    for (const x of this.scope) span = Math.max(span, ex.spans[x]!);
    this.span = span;
    this.pending = new Int32Array(this.scope.length);
    this.inPending = new Uint8Array(this.scope.length);
    this.lazyId = ex.addLazyReasoner(this);
  }

  // Reads the place-set layout of the group again when the explainer has laid out anew.
  private refreshPlaces(): void {
    const ex = this.ex;
    this.placeBase = ex.placeBase(this.countOff);
    this.placeWords = ex.placeWords(this.countOff);
    this.placeMembers = ex.placeMembers(this.countOff);
    this.placeEpoch = ex.layoutEpoch;
    this.layoutHolders();
  }

  // The holders of each value at the layout (see `holders`), from the atoms of the members open
  // then (a member fixed at the root holds no atom: its literals are constants): a counting sort
  // of their atoms by value bit, members in scope order.
  private layoutHolders(): void {
    const ex = this.ex;
    const scope = this.scope;
    const members = this.placeMembers;
    const span = this.span;
    const start = new Int32Array(span + 1);
    for (let j = 0; j < members.length; j++) {
      const y = scope[members[j]!]!;
      for (let a = ex.base[y]!; a < ex.base[y + 1]!; a++) start[ex.atomBit[a]! + 1]!++;
    }
    for (let i = 0; i < span; i++) start[i + 1]! += start[i]!;
    const fill = start.slice(0, span);
    const lits = new Int32Array(start[span]!);
    for (let j = 0; j < members.length; j++) {
      const y = scope[members[j]!]!;
      for (let a = ex.base[y]!; a < ex.base[y + 1]!; a++) lits[fill[ex.atomBit[a]!]!++] = a << 1;
    }
    this.holderStart = start;
    this.holders = lits;
  }

  /**
   * The reason of a hidden single `[x = v]` (`datum` is `v`'s bit): every other member's `[y ≠ v]`,
   * built only when conflict analysis asks (the members lacked `v` when `x` was fixed, and still do).
   */
  explain(lit: number, datum: number, out: IntBuffer): void {
    if (this.placeEpoch !== this.ex.layoutEpoch) this.refreshPlaces();
    // Only the members that had the value at the layout (see `holders`): the others' literals
    // are root facts. Written straight into the buffer: this runs about a thousand times per
    // conflict.
    const from = this.holderStart[datum]!;
    const to = this.holderStart[datum + 1]!;
    const holders = this.holders;
    const data = out.reserve(to - from);
    let n = out.length;
    for (let q = from; q < to; q++) {
      const l = holders[q]!;
      if (l !== lit) data[n++] = l ^ 1;
    }
    out.length = n;
  }

  /** Notes a member that became fixed (its value is eliminated at the next run). */
  override notify(local: number, events: number): boolean {
    if (events & EV_ASSIGNED) {
      // `addPending`, written out: this runs for every change of every member.
      if (this.inPending[local] === 0) {
        this.inPending[local] = 1;
        this.pending[this.pendingLen++] = local;
      }
      return true;
    }
    // A removal that left every value at two places or more changes nothing here.
    return this.ex.hotLen[this.countOff]! > 0;
  }

  /** Drops the fixed members gathered for a run that will not happen (the search backjumps). */
  override clearPending(): void {
    for (let k = 0; k < this.pendingLen; k++) this.inPending[this.pending[k]!] = 0;
    this.pendingLen = 0;
  }

  /** A new solve on the same engine: the first run scans the whole group again. */
  override reset(): void {
    this.clearPending();
    this.fresh = true;
  }

  private addPending(k: number): void {
    if (this.inPending[k]) return;
    this.inPending[k] = 1;
    this.pending[this.pendingLen++] = k;
  }

  /** Wakes on every removal (hidden singles need them all). */
  attach(engine: PropagationEngine): void {
    for (let k = 0; k < this.scope.length; k++) engine.subscribe(this.scope[k]!, this, EV_DOMAIN, k);
  }

  /** Value elimination, then hidden singles or pigeonhole, to a fixpoint. */
  propagate(engine: PropagationEngine): boolean {
    if (!this.fresh) return this.incremental(engine);
    this.fresh = false;
    this.clearPending();
    for (;;) {
      const r = this.pass(engine);
      if (r < 0) return false;
      if (r === 0) return true;
    }
  }

  /**
   * One round: -1 failure, 0 nothing changed, 1 something changed (run again). One scan of the
   * members finds the fixed values and the values' place counts (one, two or more); eliminating
   * fixed values leaves every other value's count as it was, so hidden singles and missing values
   * read the same counts.
   */
  private pass(engine: PropagationEngine): number {
    const ex = this.ex;
    const s = ex.store;
    const words = s.words;
    const start = s.start;
    const size = s.size;
    const scope = this.scope;
    const n = scope.length;
    const nw = this.nw;
    const fixed = this.fixedBits;
    const once = this.once;
    const twice = this.twice;
    const owner = this.owner;
    const ownerStamp = this.ownerStamp;
    for (let w = 0; w < nw; w++) {
      fixed[w] = 0;
      once[w] = 0;
      twice[w] = 0;
    }
    const stamp = ++this.stamp;
    let open = 0;
    for (let k = 0; k < n; k++) {
      const x = scope[k]!;
      const st = start[x]!;
      if (size[x] === 1) {
        let i = 0;
        for (let w = 0; w < nw; w++) {
          const d = words[st + w]!;
          if (d !== 0) {
            i = (w << 5) + lowestBit(d);
            break;
          }
        }
        if (ownerStamp[i] === stamp) {
          this.reason[0] = ex.eq(x, i);
          this.reason[1] = ex.eq(scope[owner[i]!]!, i);
          return ex.fail(this.reason, 2) ? 0 : -1;
        }
        ownerStamp[i] = stamp;
        owner[i] = k;
        fixed[i >>> 5]! |= 1 << (i & 31);
      } else open++;
      for (let w = 0; w < nw; w++) {
        const d = words[st + w]!;
        twice[w]! |= once[w]! & d;
        once[w]! |= d;
      }
    }
    let changed = 0;
    let anyFixedShared = false;
    for (let w = 0; w < nw; w++) if (fixed[w]! & twice[w]!) anyFixedShared = true;
    if (anyFixedShared && open > 0) {
      for (let k = 0; k < n; k++) {
        const x = scope[k]!;
        if (size[x] === 1) continue;
        const st = start[x]!;
        for (let w = 0; w < nw; w++) {
          let hit = words[st + w]! & fixed[w]!;
          while (hit) {
            const i = (w << 5) + lowestBit(hit);
            hit &= hit - 1;
            if (!ex.remove1(engine, x, i, ex.eq(scope[owner[i]!]!, i))) return -1;
            // A member left with one value fixes a new one: another round eliminates it.
            if (size[x] === 1) changed = 1;
          }
        }
      }
    }
    const req = this.required;
    if (req === null) {
      const r = this.pigeonhole(once);
      return r < 0 ? r : changed;
    }
    for (let w = 0; w < nw; w++) {
      const missing = req[w]! & ~once[w]!;
      if (missing) {
        const i = (w << 5) + lowestBit(missing);
        for (let k = 0; k < n; k++) this.reason[k] = ex.neq(scope[k]!, i);
        return ex.fail(this.reason, n) ? 0 : -1;
      }
    }
    for (let w = 0; w < nw; w++) {
      // Values with one place that are not fixed already.
      let single = req[w]! & once[w]! & ~twice[w]! & ~fixed[w]!;
      while (single) {
        const b = lowestBit(single);
        single &= single - 1;
        const i = (w << 5) + b;
        const bit = 1 << b;
        let holder = -1;
        let len = 0;
        for (let k = 0; k < n; k++) {
          const y = scope[k]!;
          if (words[start[y]! + w]! & bit) holder = y;
          else this.reason[len++] = ex.neq(y, i);
        }
        // A value fixed earlier in this round may have been taken since (the holder changed).
        if (holder < 0 || size[holder] === 1) {
          changed = 1;
          continue;
        }
        if (!ex.assign(engine, holder, i, this.reason, len)) return -1;
        changed = 1;
      }
    }
    return changed;
  }

  /**
   * A run after the first: eliminates the values of the members fixed since the last run, then
   * reads the place counts the trail keeps for missing values, hidden singles and the pigeonhole
   * check, to a fixpoint. No scan of the group unless a member is fixed or a value has one place.
   */
  private incremental(engine: PropagationEngine): boolean {
    const ex = this.ex;
    const s = ex.store;
    const size = s.size;
    const scope = this.scope;
    const n = scope.length;
    const off = this.countOff;
    if (this.placeEpoch !== ex.layoutEpoch) this.refreshPlaces();
    const members = this.placeMembers;
    for (;;) {
      while (this.pendingLen > 0) {
        const k = this.pending[--this.pendingLen]!;
        this.inPending[k] = 0;
        const x = scope[k]!;
        if (size[x] !== 1) continue;
        const i = s.minIndex(x);
        // Members other than x still holding i: the scan stops once it has met them all.
        let others = ex.counts[off + i]! - 1;
        if (others === 0) continue;
        const eqX = ex.eq(x, i);
        // The other holders, from the place set of i (copied word by word: removals change it).
        const pw = this.placeBase + i * this.placeWords;
        for (let w = 0; w < this.placeWords && others > 0; w++) {
          let bits = ex.places[pw + w]!;
          while (bits !== 0) {
            const j = members[(w << 5) + lowestBit(bits)]!;
            bits &= bits - 1;
            if (j === k) continue;
            const y = scope[j]!;
            others--;
            if (size[y] === 1) {
              this.reason[0] = eqX;
              this.reason[1] = ex.eq(y, i);
              return ex.fail(this.reason, 2);
            }
            if (!ex.remove1(engine, y, i, eqX)) return false;
            // A member left with one value: its value is eliminated next.
            if (size[y] === 1) this.addPending(j);
          }
        }
      }
      const hotLen = ex.hotLen;
      if (hotLen[off] === 0) return true;
      const hotVals = ex.hotVals;
      const hotMark = ex.hotMark;
      const counts = ex.counts;
      const fixedCounts = ex.fixedCounts;
      if (this.required === null) {
        while (hotLen[off]! > 0) hotMark[off + hotVals[off + --hotLen[off]!]!] = 0;
        let values = 0;
        for (let i = 0; i < this.span; i++) if (counts[off + i]! > 0) values++;
        if (values >= n) return true;
        return this.pigeonholeFromCounts();
      }
      // Only the values whose count fell to one or none since the last look (the hot list).
      while (hotLen[off]! > 0) {
        const i = hotVals[off + --hotLen[off]!]!;
        hotMark[off + i] = 0;
        const c = counts[off + i]!;
        if (c > 1 || fixedCounts[off + i]! > 0) continue;
        if (c === 0) {
          // A missing value: the conflict is analysed at once, so its nogood is built now (the
          // removals of its holders at the layout: the other members' are root facts).
          const from = this.holderStart[i]!;
          const len = this.holderStart[i + 1]! - from;
          for (let q = 0; q < len; q++) this.reason[q] = this.holders[from + q]! ^ 1;
          return ex.fail(this.reason, len);
        }
        // The one holder: the one bit of i's place set.
        const pw = this.placeBase + i * this.placeWords;
        let w = 0;
        while (ex.places[pw + w] === 0) w++;
        const holder = members[(w << 5) + lowestBit(ex.places[pw + w]!)]!;
        if (!ex.assignLazy(engine, scope[holder]!, i, this.lazyId, i)) return false;
        this.addPending(holder);
      }
      if (this.pendingLen === 0) return true;
    }
  }

  /** The pigeonhole failure, its union read from the counts. */
  private pigeonholeFromCounts(): boolean {
    const union = this.once;
    union.fill(0);
    const counts = this.ex.counts;
    for (let i = 0; i < this.span; i++) if (counts[this.countOff + i]! > 0) union[i >>> 5]! |= 1 << (i & 31);
    return this.pigeonhole(union) >= 0;
  }

  /** Fewer values left than members: fail with every removal that shrank the union. */
  private pigeonhole(union: Int32Array): number {
    const scope = this.scope;
    const n = scope.length;
    let count = 0;
    for (let w = 0; w < this.nw; w++) count += popcount32(union[w]!);
    if (count >= n) return 0;
    const ex = this.ex;
    let len = 0;
    for (let k = 0; k < n; k++) {
      const y = scope[k]!;
      const span = ex.spans[y]!;
      for (let i = 0; i < span; i++) {
        if (union[i >>> 5]! & (1 << (i & 31))) continue;
        if (len === this.reason.length) {
          const grown = new Int32Array(len * 2);
          grown.set(this.reason);
          this.reason = grown;
        }
        this.reason[len++] = ex.neq(y, i);
      }
    }
    return ex.fail(this.reason, len) ? 0 : -1;
  }
}
