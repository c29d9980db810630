import type { DomainStore } from '../../domain/DomainStore.js';
import type { PropagationEngine } from '../../propagation/PropagationEngine.js';
import { WorkStack } from '../../util/WorkStack.js';
import { AllDifferentTopology } from './AllDifferentTopology.js';
import { buildOneWordOverlaps, buildValueLocks, type OneWordOverlaps } from './overlapTables.js';

/**
 * Count of a value placed in a permutation group. A one-word permutation group has at most 32
 * members, so the count of a placed value stays above {@link MAX_PLACES} while the other
 * members lose the value, and every live count is at most that.
 */
export const PLACED = 64;
/** Most places a value can have in a one-word permutation group. */
export const MAX_PLACES = 32;

/**
 * Everything `AllDifferentFamily` keeps: the groups' topology, the pending work, the counts of
 * counting mode and the overlap tables. One class whose typed arrays are its own fields, so the
 * hot loops (the functions of this folder, each taking the state as `s`) read them with one load
 * from one object shape. The fields are public for those functions only; nothing outside the
 * folder sees the state.
 *
 * Field order matters for speed: V8 keeps only the first fields of an instance in the object
 * itself. With the multi-word and group-level fields ahead of the counting ones, 9×9 sets
 * measured 5–8 % slower, so the cold fields are declared last. For the same reason the stacks
 * the 9×9 hot path pushes to (`fixedQ`, `singleQ`, `lockVQ`) are typed arrays with their counts
 * as fields here, not `WorkStack`s (see its notes); the group stacks are `WorkStack`s.
 */
export class FamilyState {
  /** Every variable of every group. */
  readonly scope: Int32Array;
  /** Number of groups. */
  readonly groupCount: number;
  /** Group `g`'s members are `gVars[gStart[g] .. gStart[g + 1])`. */
  readonly gStart: Int32Array;
  /** The groups' members, group after group. */
  readonly gVars: Int32Array;
  /** Per group: 1 for a permutation group (as many members as values in the union of their initial domains). */
  readonly perm: Uint8Array;
  /** Per group, `maxWords` words: the union of its members' initial domains. */
  readonly fullMask: Int32Array;
  /** Most domain words of a member (1 in a one-word store). */
  readonly maxWords: number;
  /** Variable `v`'s groups are `vGroups[vGroupStart[v] .. vGroupStart[v + 1])` (over all model variables). */
  readonly vGroupStart: Int32Array;
  /** The groups of each variable, variable after variable. */
  readonly vGroups: Int32Array;
  /** Variable `v`'s peers are `peers[peerStart[v] .. peerStart[v + 1])`. */
  readonly peerStart: Int32Array;
  /** The de-duplicated co-members of each variable. */
  readonly peers: Int32Array;
  /** The domains. */
  readonly store: DomainStore;
  /** One-word overlap rule (see `overlapsOneWord`): group `g`'s overlaps are `fastPairStart[g] .. fastPairStart[g + 1]`. */
  readonly fastPairStart: Int32Array | null;
  /** Per one-word overlap: the shared members as a mask of positions in the first group. */
  readonly interPos: Int32Array | null;
  /** Per one-word overlap: its second group's members outside the first are `outer[outerStart[p] .. outerStart[p + 1])`. */
  readonly outerStart: Int32Array | null;
  /** The outside members of every one-word overlap. */
  readonly outer: Int32Array | null;
  /** Groups queued for the group-level overlap rule. */
  readonly lockQ: WorkStack;
  /** Whether the group-level overlap rule runs (`overlaps: true` and some groups overlap). */
  readonly lockedCandidates: boolean;
  /** Variables watched by this propagator alone (their removals need no event), once known. */
  solo: Uint8Array | null = null;
  /** Fixed variables whose value is still to be removed from their peers: `fixedQ[0 .. fixedLen)`. */
  readonly fixedQ: Int32Array;
  /** Number of queued fixed variables. */
  fixedLen = 0;
  /** Per variable: 1 while it is in `fixedQ`. */
  readonly inFixed: Uint8Array;
  /** Groups queued for a scan. */
  readonly dirtyQ: WorkStack;
  /** Counting mode: the store is a snapshot store and the scope is not empty. */
  readonly counting: boolean;
  /** Counting mode: the counts are live (taken by the first run of this solve). */
  countsOn = false;
  /** Counting mode: values per group in `cnt`. */
  readonly cntW: number;
  /** Counting mode: places left per (permutation group, value); saved and restored with the levels. */
  readonly cnt: Int32Array;
  /** Counting mode: each variable's domain as last counted; saved and restored with the levels. */
  readonly seen: Int32Array;
  /** Counting mode: words of a variable bitset. */
  readonly pw: number;
  /** Counting mode: per value, the variables holding it as a bitset; saved and restored with the levels. */
  readonly places: Int32Array;
  /** Counting mode: per variable, its peers as a bitset. */
  readonly peerBits: Int32Array;
  /** Per `vGroups` entry: that group's offset in `cnt` (`g · cntW`), or -1 if it is not counted. */
  readonly vBase: Int32Array;
  /** `(group << 5 | value)` entries whose count fell to one, `singleQ[0 .. singleLen)` (checked when taken, so no flags). */
  readonly singleQ: Int32Array;
  /** Number of queued single entries. */
  singleLen = 0;
  /** A count fell to zero while notified: fail at the next propagate. */
  broken = false;
  /** The group whose count fell to zero (blamed like a failed group scan), or -1. */
  wiped = -1;
  /** `vBase` needs recomputing (the permutation flags changed). */
  permChanged = true;
  /** Counting mode: each group's members as a bitset over the variables. */
  readonly groupBits: Int32Array;
  /** Counting mode: per group, the first word of `groupBits` with a member. */
  readonly gwLo: Int32Array;
  /** Counting mode: per group, the last word of `groupBits` with a member. */
  readonly gwHi: Int32Array;
  /** Value-level overlap rule: per one-word overlap, the shared members as a bitset. */
  readonly interBits: Int32Array;
  /** Value-level overlap rule: per one-word overlap, the other group's outside members as a bitset. */
  readonly outerBits: Int32Array;
  /** Per `vGroups` entry: that group's `gMaxInter`. */
  readonly vMaxInter: Int32Array;
  /** Per group: the count at or below which a value is checked by the value-level overlap rule. */
  readonly gMaxInter: Int32Array;
  /** `(group << 5 | value)` entries queued for `checkLocked`: `lockVQ[0 .. lockVLen)`. */
  readonly lockVQ: Int32Array;
  /** Number of queued `checkLocked` entries. */
  lockVLen = 0;
  /** Per entry `g << 5 | b`: 1 while it is in `lockVQ`. */
  readonly lockVFlag: Uint8Array;
  /** Counting mode with the overlap rule. */
  readonly valueLocks: boolean;
  /** `overlaps: 'pointing'` (see the class notes of `AllDifferentFamily`). */
  readonly pointingOnly: boolean;
  /** `checkLocked` scratch: a value's places in a group, as a bitset. */
  readonly hold = new Int32Array(32);
  // Used only by the multi-word paths and the group-level overlap rule: declared last (see above).
  /** Group `g`'s overlaps are `pairStart[g] .. pairStart[g + 1]`. */
  readonly pairStart: Int32Array;
  /** Per overlap: the other group. */
  readonly pairOther: Int32Array;
  /** Per overlap: the shared members are `inter[interStart[p] .. interStart[p + 1])`. */
  readonly interStart: Int32Array;
  /** The shared members of every overlap. */
  readonly inter: Int32Array;
  /** Group-level overlap rule scratch: per variable, the stamp of the overlap it is shared in. */
  readonly inInter: Int32Array;
  /** The last stamp given in `inInter`. */
  interStamp = 0;
  /** `overlapsOneWord` scratch: the group's domains. */
  readonly groupDom: Int32Array;
  /** `scanGroupWide` scratch: values held once or more. */
  readonly once: Int32Array;
  /** `scanGroupWide` scratch: values held twice or more. */
  readonly twice: Int32Array;
  /** `scanGroupWide` scratch: values of fixed members. */
  readonly fixedVals: Int32Array;
  /** `firstRun` scratch: variables holding every value. */
  readonly wholeSpan: Int32Array;
  /** The one-word overlap of groups g and h at `[g · groupCount + h]` (-1: none), or null (too many groups). */
  readonly pairOf: Int32Array | null;
  /** Counting mode: the counts are still to be taken, by the first run after a reset. */
  fresh = false;
  /** `firstRun`: per group, the values fixed in it at reset. */
  readonly fixedIn: Int32Array;
  /** A group with two members fixed to one value at reset, or -1. */
  clash = -1;
  /** Union of every group's initial domains (set at reset). */
  span = 0;
  // Wide counting (see `wideCounts.ts`): the counting mode of trailing multi-word stores.
  /** Wide counting: the store is multi-word, every member has `maxWords` words, and the tables fit. */
  readonly wideCounting: boolean;
  /** Wide counting: the counts are live (taken by the first run of this solve). */
  wideOn = false;
  /** Wide counting's first run: the next group to count, or -1 before counting began. */
  wFirstGroup = -1;
  /** Wide counting's first run: whether it stopped at the clock (changes since `wSeen` to count out). */
  wFirstPaused = false;
  /** Wide counting: value slots per group (`maxWords · 32`). */
  readonly wV: number;
  /** Wide counting: words of a set of positions in one group. */
  readonly wGW: number;
  /** Wide counting: places left per (permutation group, value), at `g · wV + b`. */
  readonly wCnt: Int32Array;
  /** Wide counting: per (group, value) entry `e`, the positions holding it at `wPos[e · wGW ..]`. */
  readonly wPos: Int32Array;
  /** Wide counting: each variable's words as last counted (same layout as the store's words). */
  readonly wSeen: Int32Array;
  /** Wide counting: per `vGroups` entry, the variable's position in that group. */
  readonly wVPos: Int32Array;
  /** Wide counting: per group, `maxWords` words of the values fixed in it at the first run. */
  readonly wFixedIn: Int32Array;
  /** Wide counting: `(g · wV + b)` entries whose count fell to one, `wSingleQ[0 .. wSingleLen)`. */
  readonly wSingleQ: Int32Array;
  /** Number of queued wide single entries. */
  wSingleLen = 0;
  /** Wide counting: entries queued for `checkLockedWide`, `wLockQ[0 .. wLockLen)`. */
  readonly wLockQ: Int32Array;
  /** Number of queued wide lock entries. */
  wLockLen = 0;
  /** Wide counting: per entry, 1 while it is in `wLockQ`. */
  readonly wLockFlag: Uint8Array;
  /** Wide counting: the value-level overlap rule runs (overlaps allowed and present). */
  readonly wideLocks: boolean;
  /** Wide counting: per group, its largest overlap (a count at or below it is checked for the rule). */
  readonly wMaxInter: Int32Array;
  /** Wide counting: per overlap `p` (of groups g, h), the shared members as positions in g (`wGW` words). */
  readonly wInterPos: Int32Array;
  /** Wide counting: per overlap `p` (of groups g, h), h's other members as positions in h (`wGW` words). */
  readonly wOuterPos: Int32Array;

  /** Builds the state of a family over `groups` in `store` (see `AllDifferentFamily`). */
  constructor(store: DomainStore, groups: readonly ArrayLike<number>[], overlaps: boolean | 'pointing') {
    this.store = store;
    const n = store.n;
    const topo = AllDifferentTopology.of(n, groups);
    const G = topo.groupCount;
    this.groupCount = G;
    this.gStart = topo.gStart;
    this.gVars = topo.gVars;
    this.vGroupStart = topo.vGroupStart;
    this.vGroups = topo.vGroups;
    // Wide counting reaches the holders of a value through its place sets: the peer lists (N³
    // entries on an N×N sudoku) are never built for it.
    const wide = FamilyState.wideFits(store, topo);
    this.peerStart = wide ? new Int32Array(n + 1) : topo.peerStart;
    this.peers = wide ? new Int32Array(0) : topo.peers;
    this.scope = topo.scope;
    this.pairStart = topo.pairStart;
    this.pairOther = topo.pairOther;
    this.interStart = topo.interStart;
    this.inter = topo.inter;
    this.lockedCandidates = overlaps === true && topo.pairOther.length > 0;
    this.pointingOnly = overlaps === 'pointing';
    this.inInter = new Int32Array(this.lockedCandidates ? n : 0);
    this.lockQ = new WorkStack(G, G);
    this.groupDom = new Int32Array(32);
    const anyOverlaps = overlaps !== false && topo.pairOther.length > 0;
    const one: OneWordOverlaps | null = anyOverlaps && store.oneWord ? buildOneWordOverlaps(topo) : null;
    this.fastPairStart = one?.fastPairStart ?? null;
    this.interPos = one?.interPos ?? null;
    this.outerStart = one?.outerStart ?? null;
    this.outer = one?.outer ?? null;
    this.pairOf = one?.pairOf ?? null;
    let maxWords = 1;
    if (!store.oneWord)
      for (const v of topo.scope) if (store.nwords[v]! > maxWords) maxWords = store.nwords[v]!;
    this.maxWords = maxWords;

    this.perm = new Uint8Array(G);
    this.fullMask = new Int32Array(G * maxWords);
    this.fixedQ = new Int32Array(n);
    this.inFixed = new Uint8Array(n);
    this.dirtyQ = new WorkStack(G, G);
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
    this.wideCounting = wide;
    let maxGroup = 0;
    for (let g = 0; g < G; g++) maxGroup = Math.max(maxGroup, this.gStart[g + 1]! - this.gStart[g]!);
    const wV = maxWords << 5;
    const wGW = (maxGroup + 31) >>> 5;
    this.wV = this.wideCounting ? wV : 0;
    this.wGW = this.wideCounting ? wGW : 0;
    this.wCnt = new Int32Array(this.wideCounting ? G * wV : 0);
    this.wPos = new Int32Array(this.wideCounting ? G * wV * wGW : 0);
    this.wSeen = new Int32Array(this.wideCounting ? store.words.length : 0);
    this.wFixedIn = new Int32Array(this.wideCounting ? G * maxWords : 0);
    this.wVPos = new Int32Array(this.wideCounting ? this.vGroups.length : 0);
    if (this.wideCounting) {
      for (let g = 0; g < G; g++) {
        for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
          const v = this.gVars[k]!;
          for (let j = this.vGroupStart[v]!; j < this.vGroupStart[v + 1]!; j++) {
            if (this.vGroups[j] === g) this.wVPos[j] = k - this.gStart[g]!;
          }
        }
      }
    }
    this.wMaxInter = new Int32Array(this.wideCounting ? G : 0);
    this.wInterPos = new Int32Array(this.wideCounting ? topo.pairOther.length * wGW : 0);
    this.wOuterPos = new Int32Array(this.wideCounting ? topo.pairOther.length * wGW : 0);
    if (this.wideCounting) {
      // Per overlap p of groups g and h: the shared members as positions in g, the others of h as positions in h.
      const mark = new Int32Array(n).fill(-1);
      for (let g = 0; g < G; g++) {
        for (let p = this.pairStart[g]!; p < this.pairStart[g + 1]!; p++) {
          const h = this.pairOther[p]!;
          const size = this.interStart[p + 1]! - this.interStart[p]!;
          if (size > this.wMaxInter[g]!) this.wMaxInter[g] = size;
          for (let i = this.interStart[p]!; i < this.interStart[p + 1]!; i++) mark[this.inter[i]!] = p;
          for (let k = this.gStart[g]!; k < this.gStart[g + 1]!; k++) {
            const at = k - this.gStart[g]!;
            if (mark[this.gVars[k]!] === p) this.wInterPos[p * wGW + (at >>> 5)]! |= 1 << (at & 31);
          }
          for (let k = this.gStart[h]!; k < this.gStart[h + 1]!; k++) {
            const at = k - this.gStart[h]!;
            if (mark[this.gVars[k]!] !== p) this.wOuterPos[p * wGW + (at >>> 5)]! |= 1 << (at & 31);
          }
        }
      }
    }
    this.singleQ = new Int32Array(G * this.cntW);
    // A (group, value) entry is queued when its count falls to one, at most once per propagation.
    this.wSingleQ = new Int32Array(G * this.wV);
    // Pointing alone runs only here: in counting mode (other stores then apply singles only).
    const valueLocks = this.counting && one !== null;
    this.valueLocks = valueLocks;
    this.vMaxInter = new Int32Array(this.counting ? this.vGroups.length : 0);
    this.gMaxInter = new Int32Array(valueLocks ? G : 0);
    // Keyed by the entry `g << 5 | b`, so a (group, value) is queued once.
    // Wide counting keys its entries `g · wV + b` and runs the value-level rule in both strengths.
    this.wideLocks = this.wideCounting && overlaps !== false && topo.pairOther.length > 0;
    this.lockVQ = new Int32Array(valueLocks ? G * this.cntW : 0);
    this.lockVFlag = new Uint8Array(valueLocks ? G << 5 : 0);
    this.wLockQ = new Int32Array(this.wideLocks ? G * this.wV : 0);
    this.wLockFlag = new Uint8Array(this.wideLocks ? G * this.wV : 0);
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
    const locks = valueLocks && one !== null ? buildValueLocks(topo, one, this.pw) : null;
    this.interBits = locks?.interBits ?? new Int32Array(0);
    this.outerBits = locks?.outerBits ?? new Int32Array(0);
    if (this.counting) {
      store.attachLevelState(this.cnt);
      store.attachLevelState(this.seen);
      store.attachLevelState(this.places);
    }
  }

  /**
   * Largest wide-counting table (`groups × value slots × position words`, in 32-bit words) a
   * family builds whatever the alternative costs; beyond it, it still counts wide when the table
   * is smaller than the peer lists that scanning needs. A 225×225 sudoku needs 1.4 M.
   */
  static wideTableMax = 1 << 24;

  /**
   * Whether a family over `topo` in `store` counts wide: a multi-word store where every member
   * has the same number of words (bit i is one value in every group), with tables (counts and
   * place sets per group and value slot) of at most {@link wideTableMax} words, or no larger than
   * the peer lists (one entry per pair of members of a group) the scanning paths would build
   * instead. On an N×N sudoku the tables are about 3N³/32 words and the peer lists about 3N³
   * entries, so from 576×576 up (where the tables pass the fixed cap) scanning would need 32 times
   * the memory: gigabytes, and seconds to build before the first clock read.
   */
  static wideFits(store: DomainStore, topo: AllDifferentTopology): boolean {
    if (store.oneWord || topo.scope.length === 0) return false;
    const words = store.nwords[topo.scope[0]!]!;
    for (const v of topo.scope) if (store.nwords[v] !== words) return false;
    let maxGroup = 0;
    for (let g = 0; g < topo.groupCount; g++)
      maxGroup = Math.max(maxGroup, topo.gStart[g + 1]! - topo.gStart[g]!);
    const table = topo.groupCount * (words << 5) * ((maxGroup + 31) >>> 5);
    if (table <= FamilyState.wideTableMax) return true;
    let peerBound = 0;
    for (let g = 0; g < topo.groupCount; g++) {
      const len = topo.gStart[g + 1]! - topo.gStart[g]!;
      peerBound += len * (len - 1);
    }
    return table <= peerBound;
  }

  /** Queues fixed variable `v` for value elimination (once). */
  pushFixed(v: number): void {
    if (this.inFixed[v]) return;
    this.inFixed[v] = 1;
    this.fixedQ[this.fixedLen++] = v;
  }

  /** Queues `(group << 5 | value)` entry `e` for `checkLocked` (once). */
  pushLock(e: number): void {
    if (this.lockVFlag[e]) return;
    this.lockVFlag[e] = 1;
    this.lockVQ[this.lockVLen++] = e;
  }

  /** Queues wide `(g · wV + b)` entry `e` for `checkLockedWide` (once). */
  pushLockWide(e: number): void {
    if (this.wLockFlag[e]) return;
    this.wLockFlag[e] = 1;
    this.wLockQ[this.wLockLen++] = e;
  }

  /** Queues group `g` for a scan and for the group-level overlap rule. */
  markDirty(g: number): void {
    this.dirtyQ.pushOnce(g);
    if (this.lockedCandidates) this.lockQ.pushOnce(g);
  }

  /** Queues every group of `v` (see `markDirty`). */
  markGroupsOf(v: number): void {
    const end = this.vGroupStart[v + 1]!;
    for (let j = this.vGroupStart[v]!; j < end; j++) this.markDirty(this.vGroups[j]!);
  }

  /** Drops queued work after a failure. */
  clearPending(): void {
    for (let i = 0; i < this.fixedLen; i++) this.inFixed[this.fixedQ[i]!] = 0;
    this.fixedLen = 0;
    this.dirtyQ.clear();
    this.lockQ.clear();
    this.singleLen = 0;
    for (let i = 0; i < this.lockVLen; i++) this.lockVFlag[this.lockVQ[i]!] = 0;
    this.lockVLen = 0;
    this.wSingleLen = 0;
    for (let i = 0; i < this.wLockLen; i++) this.wLockFlag[this.wLockQ[i]!] = 0;
    this.wLockLen = 0;
    this.broken = false;
    this.wiped = -1;
  }

  /**
   * Blames a failure (bumps variable `v`, or group `g`'s open members; -1 for none) and drops the
   * queued work; returns `false` for the caller to pass on.
   */
  fail(engine: PropagationEngine, v: number, g: number): boolean {
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
