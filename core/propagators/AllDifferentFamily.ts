import type { DomainStore } from '../domain/DomainStore.js';
import { EV_ANY, EV_ASSIGNED } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';
import type { PlaceHeuristic } from '../search/PlaceHeuristic.js';
import { lowestBit, popcount32 } from '../util/bits.js';
import { AllDifferentTopology } from './AllDifferentTopology.js';

/**
 * Count of a value placed in a permutation group. A one-word permutation group has at most 32
 * members, so the count of a placed value stays above {@link MAX_PLACES} while the other
 * members lose the value, and every live count is at most that.
 */
const PLACED = 64;
/** Most places a value can have in a one-word permutation group. */
const MAX_PLACES = 32;
/** Most groups for which `checkLocked` keeps a square table of overlaps (256 KiB). */
const MAX_PAIR_TABLE_GROUPS = 256;

/**
 * Every `allDifferent` group of a model in one propagator.
 *
 * Merging the groups lets one pass serve them all: a fixed variable removes its value from
 * its *peers* (the de-duplicated union of its co-members, so a cell shared by a row and a box
 * is visited once), and a group whose domains changed is scanned once for hidden singles.
 *
 * - Value elimination: `x = v` removes `v` from every peer.
 * - Pigeonhole: a group whose members' domains together hold fewer values than it has
 *   members fails.
 * - Hidden singles, in *permutation* groups only (as many members as values in the union of
 *   their initial domains, as sudoku houses and Latin-square lines are): a value left in one
 *   member's domain is assigned there, and a value left nowhere fails the group.
 * - Overlaps: when a permutation group A shares two or more members with a group B and a
 *   value can go in A only among the shared members, B's other members lose that value
 *   (sudoku players call it pointing / claiming). Runs after singles reach their fixpoint.
 *
 * In a snapshot store (one word per domain, at most `DomainStore.snapshotMaxVars` variables:
 * every sudoku up to 25×25) the permutation groups are not scanned. The propagator keeps the
 * number of places of every value in every permutation group, saved and restored with the
 * search levels (`DomainStore.attachLevelState`): each removal lowers the counts of the
 * removed value in the variable's groups, a count of one is a hidden single and a count of zero
 * a failure. The counts are taken at the first run of a solve, after one pass has cleared the
 * values fixed at the start from their peers (see `firstRun`). It also keeps, per value, the set
 * of variables holding it as a bitset, so a placed value is removed from the peers that hold it
 * (their bits in `places(b) ∩ peers(v)`) without visiting the others. The overlap rule then
 * runs per (group, value) instead of per group: it is checked when the value's count falls to
 * the size of one of the group's overlaps, against bitsets of the shared and the outside
 * members. The fixpoint is the same as with scans, at a fraction of the loads.
 *
 * *Pointing* (`overlaps: 'pointing'`, counting mode only; other stores then run no overlap rule)
 * is the part of the overlap rule that pays for itself on 9×9 sudoku: it runs only from groups
 * whose overlaps cross each other (a box, cut by its rows and by its columns; not a row, cut
 * only by boxes) and only for a value down to two places. Measured on 9×9 against the full
 * rule: magictour needs 11 nodes per puzzle instead of 10 (22 with no overlap rule), at less than
 * half the cost per node.
 *
 * The groups' variables must share one value offset in the store (the compiler arranges it)
 * so that bit `i` means the same value in every member.
 */
export class AllDifferentFamily extends Propagator implements PlaceHeuristic {
  /** Every variable of every group. */
  readonly scope: Int32Array;
  /** Number of groups. */
  readonly groupCount: number;

  private readonly gStart: Int32Array;
  private readonly gVars: Int32Array;
  private readonly perm: Uint8Array;
  private readonly fullMask: Int32Array; // per group, `maxWords` words: union of initial domains
  private readonly maxWords: number;
  private readonly vGroupStart: Int32Array; // indexed by variable id (CSR over all model variables)
  private readonly vGroups: Int32Array;
  private readonly peerStart: Int32Array;
  private readonly peers: Int32Array;
  private readonly store: DomainStore;
  // One-word overlap path (see `overlapsOneWord`): per overlap, the shared members as a mask of
  // positions in the first group, and the second group's members outside the first.
  private fastPairStart: Int32Array | null = null;
  private interPos: Int32Array | null = null;
  private outerStart: Int32Array | null = null;
  private outer: Int32Array | null = null;
  private readonly lockQ: Int32Array;
  private lockLen = 0;
  private readonly lockDirty: Uint8Array;
  private readonly lockedCandidates: boolean;
  // Variables watched by this propagator alone: their removals need no event (see `eliminate`).
  private solo: Uint8Array | null = null;

  private readonly fixedQ: Int32Array;
  private fixedLen = 0;
  private readonly inFixed: Uint8Array;
  private readonly dirtyQ: Int32Array;
  private dirtyLen = 0;
  private readonly dirty: Uint8Array;
  // Counting mode (snapshot stores, see `touch`): places left per (permutation group, value), and
  // each variable's domain as last counted; both saved and restored with every search level.
  private readonly counting: boolean;
  private countsOn = false;
  private readonly cntW: number; // values per group in `cnt`
  private readonly cnt: Int32Array;
  private readonly seen: Int32Array;
  // Counting mode: per value, the variables holding it as a bitset (`pw` words per value), and
  // per variable its peers as a bitset, so a placed value is removed only where it is held.
  private readonly pw: number;
  private readonly places: Int32Array;
  private readonly peerBits: Int32Array;
  private readonly vBase: Int32Array; // per (variable, group) entry of vGroups: group · cntW, or -1 if not counted
  private readonly singleQ: Int32Array; // (group << 5 | value) entries whose count fell to one
  private singleLen = 0;
  private broken = false; // a count fell to zero while notified: fail at the next propagate
  private wiped = -1; // the group whose count fell to zero (blamed like a failed group scan)
  private permChanged = true; // `vBase` needs recomputing (the permutation flags changed)
  // (Field order matters for speed: V8 keeps only the first fields of an instance in the object
  // itself. With the fields below ahead of the counting ones, 9×9 sets measured 5–8 % slower.)
  // Counting mode with the overlap rule: per (group, value), checked when the value's count falls
  // to the size of one of the group's overlaps (see `checkLocked`). Per overlap of the one-word
  // rule, the shared members and the other group's outside members as bitsets; per group, its
  // members as a bitset and its largest overlap; per vGroups entry, that group's largest overlap.
  private readonly groupBits: Int32Array;
  private readonly gwLo: Int32Array; // per group: first word of `groupBits` with a member
  private readonly gwHi: Int32Array; // per group: last word of `groupBits` with a member
  private interBits: Int32Array = new Int32Array(0);
  private outerBits: Int32Array = new Int32Array(0);
  private readonly vMaxInter: Int32Array;
  private readonly gMaxInter: Int32Array;
  private readonly lockVQ: Int32Array;
  private readonly valueLocks: boolean; // counting mode with the overlap rule
  private readonly pointingOnly: boolean; // `overlaps: 'pointing'` (see the class notes)
  private lockVLen = 0;
  private readonly lockVFlag: Uint8Array;
  private readonly hold = new Int32Array(32);
  // Used only by the multi-word paths and the group-level overlap rule: declared last (see above).
  private readonly pairStart: Int32Array;
  private readonly pairOther: Int32Array;
  private readonly interStart: Int32Array;
  private readonly inter: Int32Array;
  private readonly inInter: Int32Array;
  private interStamp = 0;
  private readonly groupDom: Int32Array;
  private readonly once: Int32Array;
  private readonly twice: Int32Array;
  private readonly fixedVals: Int32Array;
  private readonly wholeSpan: Int32Array; // `resetCounts` scratch: variables holding every value
  // `checkLocked`: the one-word overlap of groups g and h at [g · groupCount + h] (-1: none), when
  // there are few enough groups for a square table; else the overlaps of g are scanned.
  private pairOf: Int32Array | null = null;
  // Counting mode: the counts are still to be taken, by the first run after a reset.
  private fresh = false;
  private readonly fixedIn: Int32Array; // `firstRun`: per group, the values fixed in it at reset
  private clash = -1; // a group with two members fixed to one value at reset, or -1
  private span = 0; // union of every group's initial domains (set by `countedSpan` at reset)

  /**
   * Builds the family over `groups` (variable lists) of the variables held in `store`.
   * `overlaps`: `true` runs the overlap rule in full, `false` not at all, and `'pointing'` only
   * its cheap part (see the class notes).
   */
  constructor(
    store: DomainStore,
    groups: readonly ArrayLike<number>[],
    overlaps: boolean | 'pointing' = true,
  ) {
    super();
    this.priority = PRIORITY_LINEAR;
    this.store = store;
    const n = store.n;
    const topo = AllDifferentTopology.of(n, groups);
    const G = topo.groupCount;
    this.groupCount = G;
    this.gStart = topo.gStart;
    this.gVars = topo.gVars;
    this.vGroupStart = topo.vGroupStart;
    this.vGroups = topo.vGroups;
    this.peerStart = topo.peerStart;
    this.peers = topo.peers;
    this.scope = topo.scope;
    this.pairStart = topo.pairStart;
    this.pairOther = topo.pairOther;
    this.interStart = topo.interStart;
    this.inter = topo.inter;
    this.lockedCandidates = overlaps === true && topo.pairOther.length > 0;
    this.pointingOnly = overlaps === 'pointing';
    this.inInter = new Int32Array(this.lockedCandidates ? n : 0);
    this.lockQ = new Int32Array(G);
    this.groupDom = new Int32Array(32);
    const anyOverlaps = overlaps !== false && topo.pairOther.length > 0;
    if (anyOverlaps && store.oneWord) this.buildOneWordOverlaps(n);
    this.lockDirty = new Uint8Array(G);
    let maxWords = 1;
    if (!store.oneWord)
      for (const v of topo.scope) if (store.nwords[v]! > maxWords) maxWords = store.nwords[v]!;
    this.maxWords = maxWords;

    const G2 = G;
    this.perm = new Uint8Array(G2);
    this.fullMask = new Int32Array(G2 * maxWords);
    this.fixedQ = new Int32Array(n);
    this.inFixed = new Uint8Array(n);
    this.dirtyQ = new Int32Array(G2);
    this.dirty = new Uint8Array(G2);
    this.once = new Int32Array(maxWords);
    this.twice = new Int32Array(maxWords);
    this.fixedVals = new Int32Array(maxWords);
    // Counting needs the level copies of a snapshot store; the value span is read once here and
    // checked again at each reset (a solve whose domains reach further falls back to scans).
    this.counting = store.snapshot && topo.scope.length > 0;
    let span = 0;
    if (this.counting) for (const v of topo.scope) span |= store.words[v]!;
    const bits = Math.max(1, 32 - Math.clz32(span));
    this.cntW = this.counting ? bits : 0;
    this.cnt = new Int32Array(G * this.cntW);
    this.seen = new Int32Array(this.counting ? n : 0);
    this.pw = this.counting ? (n + 31) >>> 5 : 0;
    this.places = new Int32Array(this.cntW * this.pw);
    this.peerBits = new Int32Array(this.counting ? n * this.pw : 0);
    this.wholeSpan = new Int32Array(this.pw);
    this.fixedIn = new Int32Array(this.counting ? G : 0);
    if (this.counting) {
      for (let v = 0; v < n; v++) {
        for (let k = this.peerStart[v]!; k < this.peerStart[v + 1]!; k++) {
          const p = this.peers[k]!;
          this.peerBits[v * this.pw + (p >>> 5)]! |= 1 << (p & 31);
        }
      }
    }
    this.vBase = new Int32Array(this.counting ? this.vGroups.length : 0);
    this.singleQ = new Int32Array(G * this.cntW);
    // Pointing alone runs only here: in counting mode (other stores then apply singles only).
    const valueLocks = this.counting && anyOverlaps && this.fastPairStart !== null;
    this.valueLocks = valueLocks;
    this.vMaxInter = new Int32Array(this.counting ? this.vGroups.length : 0);
    this.gMaxInter = new Int32Array(valueLocks ? G : 0);
    this.lockVQ = new Int32Array(valueLocks ? G * this.cntW : 0);
    this.lockVFlag = new Uint8Array(valueLocks ? G * this.cntW : 0);
    // Each group's members as a bitset over the variables, and the words it spans.
    this.groupBits = new Int32Array(this.counting ? G * this.pw : 0);
    this.gwLo = new Int32Array(this.counting ? G : 0);
    this.gwHi = new Int32Array(this.counting ? G : 0);
    if (this.counting) {
      for (let g = 0; g < G; g++) {
        let lo = this.pw;
        let hi = -1;
        for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
          const v = this.gVars[k]!;
          this.groupBits[g * this.pw + (v >>> 5)]! |= 1 << (v & 31);
          lo = Math.min(lo, v >>> 5);
          hi = Math.max(hi, v >>> 5);
        }
        this.gwLo[g] = lo;
        this.gwHi[g] = hi;
      }
    }
    if (valueLocks) this.buildValueLocks();
    if (this.counting) {
      store.attachLevelState(this.cnt);
      store.attachLevelState(this.seen);
      store.attachLevelState(this.places);
    }
    this.reset();
  }

  /** Derives permutation flags from the current (initial) domains and queues a full first pass. */
  override reset(): void {
    const store = this.store;
    const G = this.groupCount;
    const maxWords = this.maxWords;
    // Permutation groups: as many members as values in the union of their initial domains.
    this.fullMask.fill(0);
    if (store.oneWord) this.resetOneWord();
    else
      for (let g = 0; g < G; g++) {
        let count = 0;
        const base = g * maxWords;
        for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
          const v = this.gVars[k]!;
          const s = store.start[v]!;
          for (let w = 0; w < store.nwords[v]!; w++) this.fullMask[base + w]! |= store.words[s + w]!;
        }
        for (let w = 0; w < maxWords; w++) count += popcount32(this.fullMask[base + w]!);
        this.perm[g] = count === this.gStart[g + 1]! - this.gStart[g]! ? 1 : 0;
      }
    this.clearPending();
    this.countsOn = false;
    this.fresh = this.counting && this.countedSpan();
    if (!this.fresh) {
      // First run: every fixed variable and every group need a look.
      const scope = this.scope;
      const size = store.size;
      for (let i = 0; i < scope.length; i++) if (size[scope[i]!] === 1) this.pushFixed(scope[i]!);
    }
    // In counting mode the counts stand in for the scans of permutation groups.
    for (let g = 0; g < G; g++) if (!(this.fresh && this.perm[g])) this.markDirty(g);
  }

  /** Whether every domain lies within the counted values (else this solve runs on scans). */
  private countedSpan(): boolean {
    // Every scope variable is in some group, so the groups' unions cover every domain.
    let span = 0;
    for (let g = 0; g < this.groupCount; g++) span |= this.fullMask[g]!;
    this.span = span;
    return 32 - Math.clz32(span) <= this.cntW;
  }

  /**
   * The first run of a counting solve. The initially fixed variables clear their values from
   * their peers in one pass (per variable, the fixed values of its groups at once), and only
   * then are the counts taken: a 17-clue 9×9 spends about half its removals here, and each one
   * through the counts would cost three decrements and a places update. Then the counts start.
   */
  private firstRun(engine: PropagationEngine): boolean {
    this.fresh = false;
    if (this.clash >= 0) return this.fail(engine, -1, this.clash);
    const store = this.store;
    const words = store.words;
    const size = store.size;
    const fixedIn = this.fixedIn;
    const solo = this.soloFor(engine);
    const direct = engine.tracer === null;
    const scope = this.scope;
    const vGroupStart = this.vGroupStart;
    const vGroups = this.vGroups;
    const seen = this.seen;
    const places = this.places;
    const pw = this.pw;
    const span = this.span;
    places.fill(0);
    // Variables whose domain is the whole span (most of them in a puzzle with few givens) are
    // collected in one bitset and added to every value's row of `places` at once.
    const whole = this.wholeSpan;
    whole.fill(0);
    for (let i = 0; i < scope.length; i++) {
      const v = scope[i]!;
      let d = words[v]!;
      if ((d & (d - 1)) !== 0) {
        let taken = 0;
        const end = vGroupStart[v + 1]!;
        for (let j = vGroupStart[v]!; j < end; j++) taken |= fixedIn[vGroups[j]!]!;
        const gone = d & taken;
        if (gone !== 0) {
          d ^= gone;
          if (d === 0) return this.fail(engine, v, -1);
          if (direct && solo[v] === 1) {
            // Nobody else watches `v` (see `eliminateFast`); a snapshot store needs no save.
            words[v] = d;
            size[v] = popcount32(d);
          } else engine.keepWord(v, 0, d);
          if ((d & (d - 1)) === 0) this.pushFixed(v);
        }
      }
      seen[v] = d;
      const at = v >>> 5;
      const vb = 1 << (v & 31);
      if (d === span) {
        whole[at]! |= vb;
        continue;
      }
      for (let bits = d; bits !== 0; bits &= bits - 1)
        places[(31 - Math.clz32(bits & -bits)) * pw + at]! |= vb;
    }
    for (let bits = span; bits !== 0; bits &= bits - 1) {
      const row = (31 - Math.clz32(bits & -bits)) * pw;
      for (let w = 0; w < pw; w++) places[row + w]! |= whole[w]!;
    }
    if (!this.resetCounts()) return this.fail(engine, -1, -1);
    return true;
  }

  /**
   * Counts every value's places in every permutation group from the current domains (after
   * `firstRun` cleared the fixed values from their peers and filled `seen` and `places`), and
   * queues the values with one place.
   * `false` when a value has no place left in some group (then `wiped` names it).
   */
  private resetCounts(): boolean {
    const words = this.store.words;
    const W = this.cntW;
    this.countsOn = true;
    if (this.permChanged) {
      this.permChanged = false;
      for (let j = 0; j < this.vGroups.length; j++) {
        const g = this.vGroups[j]!;
        this.vBase[j] = this.perm[g] ? g * W : -1;
      }
      if (this.lockVQ.length > 0) {
        for (let g = 0; g < this.groupCount; g++) {
          const most = this.maxInterOf(g);
          this.gMaxInter[g] = !this.pointingOnly ? most : this.crossed(g) ? Math.min(2, most) : 0;
        }
        for (let j = 0; j < this.vGroups.length; j++) this.vMaxInter[j] = this.gMaxInter[this.vGroups[j]!]!;
      }
    }
    const cnt = this.cnt;
    cnt.fill(0);
    const gStart = this.gStart;
    const gVars = this.gVars;
    const perm = this.perm;
    const fullMask = this.fullMask;
    const singleQ = this.singleQ;
    const fixedIn = this.fixedIn;
    const locks = this.lockVQ.length > 0;
    let singleLen = this.singleLen;
    for (let g = 0; g < this.groupCount; g++) {
      if (!perm[g]) continue;
      const base = g * W;
      const ge = gStart[g + 1]!;
      const full = fullMask[g]!;
      // The values fixed before the first run are placed: their peers lost them there, so only
      // their holders still have them, and they are not counted.
      const placed = fixedIn[g]!;
      // Bit-sliced counts: bit b of plane i is bit i of value b's count. The adds run without
      // data-dependent branches (a loop over each member's bits mispredicts its exit at every
      // member). Groups of fewer than 16 members need four planes; a one-word group has at most
      // 32 members, so six planes hold every count.
      let c0 = 0;
      let c1 = 0;
      let c2 = 0;
      let c3 = 0;
      let c4 = 0;
      let c5 = 0;
      const gs = gStart[g]!;
      if (ge - gs < 16) {
        for (let k = gs; k < ge; k++) {
          const d = words[gVars[k]!]!;
          if ((d & placed) !== 0) continue;
          const t0 = c0 & d;
          c0 ^= d;
          const t1 = c1 & t0;
          c1 ^= t0;
          c3 ^= c2 & t1;
          c2 ^= t1;
        }
      } else {
        for (let k = gs; k < ge; k++) {
          const d = words[gVars[k]!]!;
          if ((d & placed) !== 0) continue;
          const t0 = c0 & d;
          c0 ^= d;
          const t1 = c1 & t0;
          c1 ^= t0;
          const t2 = c2 & t1;
          c2 ^= t1;
          const t3 = c3 & t2;
          c3 ^= t2;
          c5 ^= c4 & t3;
          c4 ^= t3;
        }
      }
      const open = full & ~placed;
      if ((open & ~(c0 | c1 | c2 | c3 | c4 | c5)) !== 0) {
        // A value with no place left.
        this.singleLen = singleLen;
        this.wiped = g;
        return false;
      }
      for (let bits = placed; bits !== 0; bits &= bits - 1)
        cnt[base + 31 - Math.clz32(bits & -bits)] = PLACED;
      const maxInter = locks ? this.gMaxInter[g]! : 0;
      for (let bits = open; bits !== 0; bits &= bits - 1) {
        const b = 31 - Math.clz32(bits & -bits);
        const c =
          ((c0 >>> b) & 1) |
          (((c1 >>> b) & 1) << 1) |
          (((c2 >>> b) & 1) << 2) |
          (((c3 >>> b) & 1) << 3) |
          (((c4 >>> b) & 1) << 4) |
          (((c5 >>> b) & 1) << 5);
        cnt[base + b] = c;
        if (c === 1) singleQ[singleLen++] = (g << 5) | b;
        else if (c <= maxInter && this.lockVFlag[base + b] === 0) {
          this.lockVFlag[base + b] = 1;
          this.lockVQ[this.lockVLen++] = (g << 5) | b;
        }
      }
    }
    this.singleLen = singleLen;
    return true;
  }

  /**
   * Counting mode's bookkeeping for a change of `v`: the values it lost since last counted
   * leave its permutation groups' counts, a count at one queues a hidden single, a count at zero
   * (a value with no place left) fails. Other groups are marked for a scan, and every group for
   * the overlap rule. Without counting, only the marks.
   */
  private touch(v: number): boolean {
    if (!this.countsOn) {
      this.markGroupsOf(v);
      return true;
    }
    const now = this.store.words[v]!;
    const gone = this.seen[v]! & ~now;
    if (gone === 0) return true;
    this.seen[v] = now;
    if ((gone & (gone - 1)) === 0) return this.countOut(v, 31 - Math.clz32(gone));
    let ok = true;
    for (let bits = gone; bits !== 0; bits &= bits - 1) {
      if (!this.countOut(v, 31 - Math.clz32(bits & -bits))) ok = false;
    }
    return ok;
  }

  /**
   * `touch` for one value `b` that `v` just lost (its `seen` entry already updated): the counts
   * of `v`'s permutation groups drop, and its other groups are marked.
   */
  private countOut(v: number, b: number): boolean {
    this.places[b * this.pw + (v >>> 5)]! &= ~(1 << (v & 31));
    const cnt = this.cnt;
    const vBase = this.vBase;
    const vMaxInter = this.vMaxInter;
    const valueLocks = this.valueLocks;
    const end = this.vGroupStart[v + 1]!;
    let ok = true;
    for (let j = this.vGroupStart[v]!; j < end; j++) {
      const base = vBase[j]!;
      if (base >= 0) {
        const at = base + b;
        const c = --cnt[at]!;
        if (c <= 1) {
          const g = this.vGroups[j]!;
          if (c === 1) this.singleQ[this.singleLen++] = (g << 5) | b;
          else {
            ok = false;
            this.wiped = g;
          }
        } else if (valueLocks && c <= vMaxInter[j]! && this.lockVFlag[at] === 0) {
          this.lockVFlag[at] = 1;
          this.lockVQ[this.lockVLen++] = (this.vGroups[j]! << 5) | b;
        }
      } else {
        const g = this.vGroups[j]!;
        if (!this.dirty[g]) {
          this.dirty[g] = 1;
          this.dirtyQ[this.dirtyLen++] = g;
        }
      }
    }
    return ok;
  }

  /** Places the value of a queued (group, value) entry whose count is one; `false` on a wipe-out. */
  private placeSingle(engine: PropagationEngine, entry: number): boolean {
    const g = entry >>> 5;
    const b = entry & 31;
    if (this.cnt[g * this.cntW + b]! > MAX_PLACES) return true; // its holder was fixed and has cleared its peers
    const bit = 1 << b;
    const words = this.store.words;
    // The holder: the one member in `places(b)`, found a word at a time.
    const pw = this.pw;
    const pBase = b * pw;
    const gBase = g * pw;
    const hi = this.gwHi[g]!;
    let w = this.gwLo[g]!;
    let held = 0;
    while (w <= hi && (held = this.places[pBase + w]! & this.groupBits[gBase + w]!) === 0) w++;
    if (held === 0) return false;
    const v = (w << 5) + 31 - Math.clz32(held);
    if (words[v] === bit) return true; // fixed already; its peers are about to lose the value
    const solo = this.solo;
    if (solo !== null && solo[v] === 1 && engine.tracer === null) {
      // Nobody else watches `v` (see `eliminateFast`): write the value without event dispatch.
      words[v] = bit;
      this.store.size[v] = 1;
    } else if (!engine.assign(v, b)) return false;
    this.pushFixed(v);
    return this.touch(v);
  }

  /**
   * `eliminateFast` in counting mode: the peers that hold `b` are the bits of `places(b) ∩
   * peers(v)`, so only they are visited. `b` is first marked placed in `v`'s permutation
   * groups, so the removals there queue no hidden single for `v` and no overlap check.
   */
  private eliminateHeld(engine: PropagationEngine, v: number, b: number, solo: Uint8Array): boolean {
    this.markPlaced(v, b);
    const places = this.places;
    const peerBits = this.peerBits;
    const pw = this.pw;
    const pBase = b * pw;
    const vBase = v * pw;
    for (let w = 0; w < pw; w++) {
      // Re-read per word: removals clear bits of `places` as they go (never of this word's rest).
      let held = places[pBase + w]! & peerBits[vBase + w]!;
      while (held !== 0) {
        const p = (w << 5) + 31 - Math.clz32(held & -held);
        held &= held - 1;
        if (!this.dropCounted(engine, p, b, solo)) return false;
      }
    }
    return true;
  }

  /**
   * Counting mode: removes `b` from `u`, which holds it. Straight into the store when no other
   * propagator watches `u` (see `eliminateFast`), else through the engine; `false` on a wipe-out.
   */
  private dropCounted(engine: PropagationEngine, u: number, b: number, solo: Uint8Array | null): boolean {
    const words = this.store.words;
    const size = this.store.size;
    const bit = 1 << b;
    const d = words[u]!;
    if (d === bit) {
      engine.bump(u);
      return false;
    }
    if (solo?.[u]) {
      words[u] = d ^ bit;
      if (--size[u]! === 1) this.pushFixed(u);
      // In step with the counts before the change (see `touch`), so only `bit` is new.
      this.seen[u] = d ^ bit;
      return this.countOut(u, b);
    }
    engine.remove(u, b);
    if (size[u] === 1) this.pushFixed(u);
    return this.touch(u);
  }

  /**
   * `v` holds `b` and its peers are about to lose it: in `v`'s permutation groups the value is
   * placed, so its count becomes {@link PLACED}, which the peers' removals keep above
   * {@link MAX_PLACES} (a queued hidden single for it is skipped without a scan).
   */
  private markPlaced(v: number, b: number): void {
    const end = this.vGroupStart[v + 1]!;
    for (let j = this.vGroupStart[v]!; j < end; j++) {
      const base = this.vBase[j]!;
      if (base >= 0) this.cnt[base + b] = PLACED;
    }
  }

  /** Largest overlap (shared members) of permutation group `g` in the one-word rule; 0 if none. */
  private maxInterOf(g: number): number {
    if (!this.perm[g] || this.fastPairStart === null) return 0;
    let most = 0;
    const pw = this.pw;
    for (let p = this.fastPairStart[g]!; p < this.fastPairStart[g + 1]!; p++) {
      let c = 0;
      for (let w = 0; w < pw; w++) c += popcount32(this.interBits[p * pw + w]!);
      if (c > most) most = c;
    }
    return most;
  }

  /**
   * Whether two overlaps of group `g` share a member (in the one-word rule): a sudoku box, cut by
   * its rows and by its columns, is crossed; a row, cut only by boxes, is not.
   */
  private crossed(g: number): boolean {
    const fastStart = this.fastPairStart!;
    const interPos = this.interPos!;
    for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) {
      for (let q = p + 1; q < fastStart[g + 1]!; q++) if ((interPos[p]! & interPos[q]!) !== 0) return true;
    }
    return false;
  }

  /** The bitsets of the value-level overlap rule (see `checkLocked`), from the one-word overlaps. */
  private buildValueLocks(): void {
    const pw = this.pw;
    const G = this.groupCount;
    const fastStart = this.fastPairStart!;
    const pairs = fastStart[G]!;
    this.interBits = new Int32Array(pairs * pw);
    this.outerBits = new Int32Array(pairs * pw);
    for (let g = 0; g < G; g++) {
      const gs = this.gStart[g]!;
      for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) {
        const ip = this.interPos![p]!;
        for (let k = 0; k < 32; k++) {
          if (((ip >>> k) & 1) === 0) continue;
          const v = this.gVars[gs + k]!;
          this.interBits[p * pw + (v >>> 5)]! |= 1 << (v & 31);
        }
        for (let k = this.outerStart![p]!; k < this.outerStart![p + 1]!; k++) {
          const u = this.outer![k]!;
          this.outerBits[p * pw + (u >>> 5)]! |= 1 << (u & 31);
        }
      }
    }
  }

  /**
   * The overlap rule for one (permutation group, value), in counting mode: when every place of
   * `b` left in `g` is among the members `g` shares with a group `h`, `h`'s other members lose
   * `b`. Queued whenever the count of `b` in `g` falls to the size of one of `g`'s overlaps, the
   * only moment the condition can become true, so the fixpoint is that of the group-level rule.
   */
  private checkLocked(engine: PropagationEngine, entry: number): boolean {
    const g = entry >>> 5;
    const b = entry & 31;
    const at = g * this.cntW + b;
    this.lockVFlag[at] = 0;
    const c = this.cnt[at]!;
    if (c <= 1 || c > MAX_PLACES) return true;
    const pw = this.pw;
    const places = this.places;
    const hold = this.hold;
    const pBase = b * pw;
    for (let w = 0; w < pw; w++) hold[w] = places[pBase + w]! & this.groupBits[g * pw + w]!;
    // Straight store writes skip the trace: only without a tracer.
    const solo = engine.tracer === null ? this.solo : null;
    const pairOf = this.pairOf;
    if (pairOf === null) {
      const fastStart = this.fastPairStart!;
      for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) {
        if (!this.lockedIn(engine, p, b, solo)) return false;
      }
      return true;
    }
    // An overlap that holds every place holds the first one: only the groups of that variable
    // can give one (a killer house meets a dozen groups, a cell lies in three or four).
    let w0 = 0;
    while (hold[w0] === 0) w0++;
    const first = (w0 << 5) + 31 - Math.clz32(hold[w0]! & -hold[w0]!);
    const row = g * this.groupCount;
    const end = this.vGroupStart[first + 1]!;
    for (let j = this.vGroupStart[first]!; j < end; j++) {
      const p = pairOf[row + this.vGroups[j]!]!;
      if (p >= 0 && !this.lockedIn(engine, p, b, solo)) return false;
    }
    return true;
  }

  /**
   * `checkLocked` for one overlap `p` of the group, its places of `b` in `hold`: when they all lie
   * in the overlap, the other group's members outside it lose `b`; `false` on a wipe-out.
   */
  private lockedIn(engine: PropagationEngine, p: number, b: number, solo: Uint8Array | null): boolean {
    const pw = this.pw;
    const hold = this.hold;
    for (let w = 0; w < pw; w++) if ((hold[w]! & ~this.interBits[p * pw + w]!) !== 0) return true;
    const places = this.places;
    const pBase = b * pw;
    for (let w = 0; w < pw; w++) {
      let rm = places[pBase + w]! & this.outerBits[p * pw + w]!;
      while (rm !== 0) {
        const u = (w << 5) + 31 - Math.clz32(rm & -rm);
        rm &= rm - 1;
        if (!this.dropCounted(engine, u, b, solo)) return false;
      }
    }
    return true;
  }

  /** `reset`'s permutation flags for one-word stores (variable `v`'s word is `words[v]`): once per solve. */
  private resetOneWord(): void {
    const words = this.store.words;
    const gStart = this.gStart;
    const gVars = this.gVars;
    const counted = this.counting;
    this.clash = -1;
    for (let g = 0; g < this.groupCount; g++) {
      let union = 0;
      const ge = gStart[g + 1]!;
      if (counted) {
        // The values fixed in the group, for the first run (two members fixed to one value clash).
        let fixed = 0;
        for (let k = gStart[g]!; k < ge; k++) {
          const d = words[gVars[k]!]!;
          union |= d;
          if ((d & (d - 1)) !== 0) continue;
          if ((fixed & d) !== 0 && this.clash < 0) this.clash = g;
          fixed |= d;
        }
        this.fixedIn[g] = fixed;
      } else for (let k = gStart[g]!; k < ge; k++) union |= words[gVars[k]!]!;
      this.fullMask[g] = union;
      const perm = popcount32(union) === ge - gStart[g]! ? 1 : 0;
      if (this.perm[g] !== perm) {
        this.perm[g] = perm;
        this.permChanged = true;
      }
    }
  }

  /** Whether group `g` is a permutation group (hidden singles apply). */
  isPermutation(g: number): boolean {
    return this.perm[g] === 1;
  }

  /** The variables of group `g`. */
  groupVars(g: number): Int32Array {
    return this.gVars.subarray(this.gStart[g]!, this.gStart[g + 1]!);
  }

  /** Subscribes to every change of every member (local = variable id). */
  attach(engine: PropagationEngine): void {
    for (const v of this.scope) engine.subscribe(v, this, EV_ANY, v);
  }

  /** Records the work a change creates: a fixed variable to eliminate, groups to scan. */
  override notify(v: number, events: number): boolean {
    if (events & EV_ASSIGNED) this.pushFixed(v);
    if (this.fresh) return true; // the counts are taken at the first run
    if (!this.touch(v)) this.broken = true;
    return true;
  }

  /** Drops queued work after a failure. */
  override clearPending(): void {
    for (let i = 0; i < this.fixedLen; i++) this.inFixed[this.fixedQ[i]!] = 0;
    this.fixedLen = 0;
    for (let i = 0; i < this.dirtyLen; i++) this.dirty[this.dirtyQ[i]!] = 0;
    this.dirtyLen = 0;
    for (let i = 0; i < this.lockLen; i++) this.lockDirty[this.lockQ[i]!] = 0;
    this.lockLen = 0;
    this.singleLen = 0;
    for (let i = 0; i < this.lockVLen; i++) {
      const e = this.lockVQ[i]!;
      this.lockVFlag[(e >>> 5) * this.cntW + (e & 31)] = 0;
    }
    this.lockVLen = 0;
    this.broken = false;
    this.wiped = -1;
  }

  private pushFixed(v: number): void {
    if (this.inFixed[v]) return;
    this.inFixed[v] = 1;
    this.fixedQ[this.fixedLen++] = v;
  }

  private markDirty(g: number): void {
    if (!this.dirty[g]) {
      this.dirty[g] = 1;
      this.dirtyQ[this.dirtyLen++] = g;
    }
    if (this.lockedCandidates && !this.lockDirty[g]) {
      this.lockDirty[g] = 1;
      this.lockQ[this.lockLen++] = g;
    }
  }

  private markGroupsOf(v: number): void {
    const end = this.vGroupStart[v + 1]!;
    for (let j = this.vGroupStart[v]!; j < end; j++) {
      const g = this.vGroups[j]!;
      if (!this.dirty[g]) {
        this.dirty[g] = 1;
        this.dirtyQ[this.dirtyLen++] = g;
      }
      if (this.lockedCandidates && !this.lockDirty[g]) {
        this.lockDirty[g] = 1;
        this.lockQ[this.lockLen++] = g;
      }
    }
  }

  /** Eliminates fixed values and places hidden singles to a fixpoint. */
  propagate(engine: PropagationEngine): boolean {
    const store = this.store;
    const size = store.size;
    if (this.broken) return this.fail(engine, -1, -1);
    if (this.fresh && !this.firstRun(engine)) return false;
    const clock = engine.clock;
    let worked = false;
    for (;;) {
      // One pass can take seconds on a 225×225 grid: past the deadline, the queued work waits
      // for the next run (see PropagationEngine.propagate). One step is always taken.
      if (worked && clock.due()) {
        engine.schedule(this.id);
        return true;
      }
      worked = true;
      if (this.fixedLen > 0) {
        const v = this.fixedQ[--this.fixedLen]!;
        this.inFixed[v] = 0;
        if (size[v] !== 1) continue; // undone by a backtrack since it was queued
        if (!this.eliminate(engine, v)) return this.fail(engine, v, -1);
        continue;
      }
      if (this.singleLen > 0) {
        const entry = this.singleQ[--this.singleLen]!;
        if (!this.placeSingle(engine, entry)) return this.fail(engine, -1, entry >>> 5);
        continue;
      }
      if (this.dirtyLen > 0) {
        const g = this.dirtyQ[--this.dirtyLen]!;
        this.dirty[g] = 0;
        if (!this.scanGroup(engine, g)) return this.fail(engine, -1, g);
        continue;
      }
      if (this.lockVLen > 0) {
        const entry = this.lockVQ[--this.lockVLen]!;
        if (!this.checkLocked(engine, entry)) return this.fail(engine, -1, entry >>> 5);
        continue;
      }
      if (this.lockLen > 0) {
        const g = this.lockQ[--this.lockLen]!;
        this.lockDirty[g] = 0;
        if (this.perm[g] && !this.overlaps(engine, g)) return this.fail(engine, -1, g);
        continue;
      }
      return true;
    }
  }

  private eliminate(engine: PropagationEngine, v: number): boolean {
    const store = this.store;
    if (store.oneWord && engine.tracer === null) return this.eliminateFast(engine, v);
    const idx = store.minIndex(v);
    const wordOff = idx >>> 5;
    const bit = 1 << (idx & 31);
    const words = store.words;
    const start = store.start;
    const size = store.size;
    const peers = this.peers;
    const end = this.peerStart[v + 1]!;
    for (let k = this.peerStart[v]!; k < end; k++) {
      const p = peers[k]!;
      if ((words[start[p]! + wordOff]! & bit) === 0) continue;
      if (size[p] === 1) {
        engine.bump(p);
        return false;
      }
      engine.remove(p, idx);
      if (size[p] === 1) this.pushFixed(p);
      if (!this.touch(p)) return false;
    }
    return true;
  }

  /**
   * `eliminate` for one-word stores without tracing: removals from variables no other
   * propagator watches are written straight to the store (saved on the trail first), skipping
   * event dispatch that would find nobody to wake. This loop is most of a 9×9 solve.
   */
  private eliminateFast(engine: PropagationEngine, v: number): boolean {
    const store = this.store;
    const solo = this.solo ?? this.soloFor(engine);
    const words = store.words;
    const size = store.size;
    const peers = this.peers;
    const trail = !store.snapshot;
    const bit = words[v]!;
    const b = 31 - Math.clz32(bit);
    if (this.countsOn) return this.eliminateHeld(engine, v, b, solo);
    const end = this.peerStart[v + 1]!;
    for (let k = this.peerStart[v]!; k < end; k++) {
      const p = peers[k]!;
      const d = words[p]!;
      if ((d & bit) === 0) continue;
      if (d === bit) {
        engine.bump(p);
        return false;
      }
      if (solo[p]) {
        if (trail) store.save(p);
        words[p] = d ^ bit;
        if (--size[p]! === 1) this.pushFixed(p);
        this.markGroupsOf(p);
      } else {
        engine.remove(p, b);
        if (size[p] === 1) this.pushFixed(p);
        if (!this.touch(p)) return false;
      }
    }
    return true;
  }

  /** Flags the variables only this propagator watches (known once the engine is finalised). */
  private soloFor(engine: PropagationEngine): Uint8Array {
    if (this.solo !== null) return this.solo;
    const solo = new Uint8Array(this.store.n);
    for (const u of this.scope) solo[u] = engine.subscriptionCount(u) === 1 ? 1 : 0;
    this.solo = solo;
    return solo;
  }

  private scanGroup(engine: PropagationEngine, g: number): boolean {
    const store = this.store;
    const words = store.words;
    const start = store.start;
    const size = store.size;
    const gs = this.gStart[g]!;
    const ge = this.gStart[g + 1]!;
    if (store.oneWord) return this.scanGroupOneWord(engine, g, gs, ge);
    if (this.maxWords === 1) {
      let once = 0;
      let twice = 0;
      let fixed = 0;
      for (let k = gs; k < ge; k++) {
        const v = this.gVars[k]!;
        const d = words[start[v]!]!;
        twice |= once & d;
        once |= d;
        if (size[v] === 1) fixed |= d;
      }
      if (this.perm[g]) {
        if (once !== this.fullMask[g]) return false;
        let singles = once & ~twice & ~fixed;
        while (singles) {
          const b = singles & -singles;
          singles ^= b;
          let k = gs;
          while (k < ge && (words[start[this.gVars[k]!]!]! & b) === 0) k++;
          // No holder left: an earlier single of this scan took the only cell that had it.
          if (k === ge) return false;
          const v = this.gVars[k]!;
          if (!engine.assign(v, lowestBit(b))) return false;
          this.pushFixed(v);
          if (!this.touch(v)) return false;
        }
      } else if (popcount32(once) < ge - gs) return false;
      return true;
    }
    return this.scanGroupWide(engine, g, gs, ge);
  }

  /**
   * `scanGroup` for one-word stores, the 9×9 hot path: variable `v`'s domain is `words[v]`, and a
   * one-bit domain is a fixed variable, so neither `start` nor `size` is read.
   */
  private scanGroupOneWord(engine: PropagationEngine, g: number, gs: number, ge: number): boolean {
    const words = this.store.words;
    const gVars = this.gVars;
    let once = 0;
    let twice = 0;
    let fixed = 0;
    for (let k = gs; k < ge; k++) {
      const d = words[gVars[k]!]!;
      twice |= once & d;
      once |= d;
      if ((d & (d - 1)) === 0) fixed |= d;
    }
    if (!this.perm[g]) return popcount32(once) >= ge - gs;
    if (once !== this.fullMask[g]) return false;
    let singles = once & ~twice & ~fixed;
    while (singles !== 0) {
      const b = singles & -singles;
      singles ^= b;
      let k = gs;
      while (k < ge && (words[gVars[k]!]! & b) === 0) k++;
      // No holder left: an earlier single of this scan took the only cell that had it.
      if (k === ge) return false;
      const v = gVars[k]!;
      if (!engine.assign(v, 31 - Math.clz32(b))) return false;
      this.pushFixed(v);
      if (!this.touch(v)) return false;
    }
    return true;
  }

  private scanGroupWide(engine: PropagationEngine, g: number, gs: number, ge: number): boolean {
    const store = this.store;
    const words = store.words;
    const start = store.start;
    const nwords = store.nwords;
    const size = store.size;
    const W = this.maxWords;
    const once = this.once;
    const twice = this.twice;
    const fixed = this.fixedVals;
    once.fill(0);
    twice.fill(0);
    fixed.fill(0);
    for (let k = gs; k < ge; k++) {
      const v = this.gVars[k]!;
      const s = start[v]!;
      const nw = nwords[v]!;
      const isFixed = size[v] === 1;
      for (let w = 0; w < nw; w++) {
        const d = words[s + w]!;
        if (d === 0) continue;
        twice[w]! |= once[w]! & d;
        once[w]! |= d;
        if (isFixed) fixed[w]! |= d;
      }
    }
    const base = g * W;
    if (this.perm[g]) {
      for (let w = 0; w < W; w++) if (once[w] !== this.fullMask[base + w]) return false;
      for (let w = 0; w < W; w++) {
        let singles = once[w]! & ~twice[w]! & ~fixed[w]!;
        while (singles) {
          const b = singles & -singles;
          singles ^= b;
          let k = gs;
          while (k < ge) {
            const u = this.gVars[k]!;
            if (w < nwords[u]! && (words[start[u]! + w]! & b) !== 0) break;
            k++;
          }
          if (k === ge) return false;
          const v = this.gVars[k]!;
          if (!engine.assign(v, (w << 5) + lowestBit(b))) return false;
          this.pushFixed(v);
          if (!this.touch(v)) return false;
        }
      }
    } else {
      let count = 0;
      for (let w = 0; w < W; w++) count += popcount32(once[w]!);
      if (count < ge - gs) return false;
    }
    return true;
  }

  /** Finds a value with exactly two places left in a permutation group (see `PlaceHeuristic`). */
  twoPlaces(out: Int32Array, start: number): boolean {
    const store = this.store;
    const words = store.words;
    const st = store.start;
    const size = store.size;
    const G = this.groupCount;
    const W = this.maxWords;
    const first = G > 0 ? start % G : 0;
    for (let i = 0; i < G; i++) {
      const g = first + i < G ? first + i : first + i - G;
      if (!this.perm[g]) continue;
      const gs = this.gStart[g]!;
      const ge = this.gStart[g + 1]!;
      for (let w = 0; w < W; w++) {
        let once = 0;
        let twice = 0;
        let thrice = 0;
        let fixed = 0;
        for (let k = gs; k < ge; k++) {
          const v = this.gVars[k]!;
          const d = words[st[v]! + w]!;
          thrice |= twice & d;
          twice |= once & d;
          once |= d;
          if (size[v] === 1) fixed |= d;
        }
        const two = twice & ~thrice & ~fixed;
        if (two === 0) continue;
        const b = two & -two;
        for (let k = gs; k < ge; k++) {
          const v = this.gVars[k]!;
          if (words[st[v]! + w]! & b) {
            out[0] = v;
            out[1] = (w << 5) + lowestBit(b);
            return true;
          }
        }
      }
    }
    return false;
  }

  /**
   * The overlaps the one-word rule visits, per group: only those whose second group has members
   * outside the first (a killer cage inside a box can lose nothing by it), each with the shared
   * members as a position mask in the first group and the second group's other members.
   */
  private buildOneWordOverlaps(n: number): void {
    const fastStart = new Int32Array(this.groupCount + 1);
    const interPos: number[] = [];
    const outerStart: number[] = [];
    const outer: number[] = [];
    const others: number[] = [];
    const pos = new Int32Array(n).fill(-1);
    const mark = new Uint8Array(n);
    for (let g = 0; g < this.groupCount; g++) {
      fastStart[g] = interPos.length;
      const gs = this.gStart[g]!;
      const ge = this.gStart[g + 1]!;
      if (ge - gs > 32) continue; // never a permutation group of a one-word store
      for (let k = gs; k < ge; k++) pos[this.gVars[k]!] = k - gs;
      for (let p = this.pairStart[g]!; p < this.pairStart[g + 1]!; p++) {
        let mask = 0;
        for (let k = this.interStart[p]!; k < this.interStart[p + 1]!; k++) {
          mask |= 1 << pos[this.inter[k]!]!;
          mark[this.inter[k]!] = 1;
        }
        const h = this.pairOther[p]!;
        const before = outer.length;
        for (let k = this.gStart[h]!; k < this.gStart[h + 1]!; k++) {
          if (!mark[this.gVars[k]!]) outer.push(this.gVars[k]!);
        }
        for (let k = this.interStart[p]!; k < this.interStart[p + 1]!; k++) mark[this.inter[k]!] = 0;
        if (outer.length === before) continue;
        interPos.push(mask);
        outerStart.push(before);
        others.push(h);
      }
      for (let k = gs; k < ge; k++) pos[this.gVars[k]!] = -1;
    }
    fastStart[this.groupCount] = interPos.length;
    outerStart.push(outer.length);
    this.fastPairStart = fastStart;
    this.interPos = Int32Array.from(interPos);
    this.outerStart = Int32Array.from(outerStart);
    this.outer = Int32Array.from(outer);
    const G = this.groupCount;
    if (G <= MAX_PAIR_TABLE_GROUPS) {
      const table = new Int32Array(G * G).fill(-1);
      for (let g = 0; g < G; g++) {
        for (let p = fastStart[g]!; p < fastStart[g + 1]!; p++) table[g * G + others[p]!] = p;
      }
      this.pairOf = table;
    }
  }

  /**
   * The overlap rule for one-word stores: `g`'s domains are read once, each overlap splits them by
   * a position mask, and values already placed in `g` are skipped (their peers lost them already).
   */
  private overlapsOneWord(engine: PropagationEngine, g: number): boolean {
    const words = this.store.words;
    const size = this.store.size;
    const gs = this.gStart[g]!;
    const m = this.gStart[g + 1]! - gs;
    const dom = this.groupDom;
    const interPos = this.interPos!;
    const outerStart = this.outerStart!;
    const outer = this.outer!;
    let fixed = 0;
    for (let k = 0; k < m; k++) {
      const d = words[this.gVars[gs + k]!]!;
      dom[k] = d;
      if ((d & (d - 1)) === 0) fixed |= d;
    }
    const fastStart = this.fastPairStart!;
    const pe = fastStart[g + 1]!;
    for (let p = fastStart[g]!; p < pe; p++) {
      const ip = interPos[p]!;
      let inside = 0;
      let outside = 0;
      for (let k = 0; k < m; k++) {
        // Branch-free split: `sel` is all ones for a shared member, zero otherwise.
        const sel = -((ip >>> k) & 1);
        const d = dom[k]!;
        inside |= d & sel;
        outside |= d & ~sel;
      }
      const locked = inside & ~outside & ~fixed;
      if (locked === 0) continue;
      const oe = outerStart[p + 1]!;
      for (let k = outerStart[p]!; k < oe; k++) {
        const u = outer[k]!;
        if ((words[u]! & locked) === 0) continue;
        if (!engine.keepWord(u, 0, ~locked)) {
          engine.bump(u);
          return false;
        }
        if (size[u] === 1) this.pushFixed(u);
        if (!this.touch(u)) return false;
      }
    }
    return true;
  }

  /** Applies the overlap rule with `g` as the permutation group A, for every B it overlaps. */
  private overlaps(engine: PropagationEngine, g: number): boolean {
    if (this.interPos !== null) return this.overlapsOneWord(engine, g);
    const store = this.store;
    const words = store.words;
    const start = store.start;
    const nwords = store.nwords;
    const gs = this.gStart[g]!;
    const ge = this.gStart[g + 1]!;
    const W = this.maxWords;
    for (let p = this.pairStart[g]!; p < this.pairStart[g + 1]!; p++) {
      const stamp = ++this.interStamp;
      const is = this.interStart[p]!;
      const ie = this.interStart[p + 1]!;
      for (let k = is; k < ie; k++) this.inInter[this.inter[k]!] = stamp;
      const h = this.pairOther[p]!;
      for (let w = 0; w < W; w++) {
        let inside = 0;
        let outside = 0;
        for (let k = gs; k < ge; k++) {
          const v = this.gVars[k]!;
          if (w >= nwords[v]!) continue;
          const d = words[start[v]! + w]!;
          if (this.inInter[v] === stamp) inside |= d;
          else outside |= d;
        }
        const locked = inside & ~outside;
        if (locked === 0) continue;
        for (let k = this.gStart[h]!; k < this.gStart[h + 1]!; k++) {
          const u = this.gVars[k]!;
          if (this.inInter[u] === stamp || w >= nwords[u]!) continue;
          if ((words[start[u]! + w]! & locked) === 0) continue;
          if (!engine.keepWord(u, w, ~locked)) {
            engine.bump(u);
            return false;
          }
          if (store.size[u] === 1) this.pushFixed(u);
          if (!this.touch(u)) return false;
        }
      }
    }
    return true;
  }

  private fail(engine: PropagationEngine, v: number, g: number): boolean {
    // A value with no place left fails its group, however it was found (a scan or a count).
    if (this.wiped >= 0) {
      v = -1;
      g = this.wiped;
    }
    if (v >= 0) engine.bump(v);
    if (g >= 0) {
      for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
        const u = this.gVars[k]!;
        if (this.store.size[u]! > 1) engine.bump(u);
      }
    }
    this.clearPending();
    return false;
  }
}
