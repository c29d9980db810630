import type { DomainStore } from '../domain/DomainStore.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { lowestBit, popcount32 } from '../util/bits.js';
import { growInt32 } from '../util/growInt32.js';
import type { IntBuffer } from './IntBuffer.js';

/** Atom state: not fixed. */
export const ATOM_OPEN = 0;
/** Atom state: `[x = v]` holds (the domain of `x` is `{v}`). */
export const ATOM_EQ = 1;
/** Atom state: `[x ≠ v]` holds (`v` was removed from `x`). */
export const ATOM_NEQ = 2;

/**
 * The literal that is true at the root: {@link Explainer.eq} gives it for the value a variable was
 * fixed to by the root propagation, and {@link Explainer.neq} for a value it removed. It stands on
 * the constant atom 0 (fixed at level 0, never on the trail).
 */
export const TRUE_LIT = 0;
/** The literal that is false at the root (the negation of {@link TRUE_LIT}). */
export const FALSE_LIT = 1;

/** Reason kind: a search decision (no antecedents). */
export const REASON_DECISION = 0;
/** Reason kind: literals copied into the reason pool (`a` = start, `b` = length). */
export const REASON_POOL = 1;
/** Reason kind: a learnt clause (`a` = clause id); the entry's literal is the clause's implied one. */
export const REASON_CLAUSE = 2;
/**
 * Reason kind: a propagator without explanations (`a` = propagator id): the entry is explained by
 * every removal on that propagator's scope recorded before it (sound whatever the propagator
 * does, because a propagator's pruning depends only on the domains of its scope).
 */
export const REASON_GENERIC = 3;
/** Reason kind: `[x ≠ w]` implied by `[x = v]` (`a` = that literal). */
export const REASON_EQ = 4;
/**
 * Reason kind: built only when conflict analysis asks (`a` = the {@link LazyReasoner}'s id from
 * {@link Explainer.addLazyReasoner}, `b` = its datum).
 */
export const REASON_LAZY = 5;
/**
 * Reason kind: a propagator whose prunings depend only on the bounds of its scope (`a` = its id,
 * see {@link Explainer.explainByBounds}): the entry is explained by the removals that made those
 * bounds, each scope variable's values below its minimum and above its maximum just before the
 * entry. Holes inside the bounds are left out, which makes it much shorter than
 * {@link REASON_GENERIC}.
 */
export const REASON_BOUNDS = 6;
/**
 * Flag on an `[x = v]` entry that arose because a removal left one value: its antecedents are the
 * reason of that removal plus every earlier removal from `x`.
 */
export const REASON_PRIOR = 8;

/**
 * A propagator that gives some of its reasons lazily: instead of copying a reason's literals when
 * it prunes, it records a datum ({@link Explainer.assignLazy}) and is asked for the literals only
 * when conflict analysis (or the debug mode) needs them. The literals it gives must be the ones
 * that were true when the change was made: everything on the trail before the change is still
 * there when the reason is asked for.
 */
export interface LazyReasoner {
  /**
   * Appends to `out` the reason of `lit` (a trail literal it made true with `datum`), after what
   * `out` holds already (conflict analysis appends the antecedents of many entries to one buffer,
   * and reads each range from where it started).
   */
  explain(lit: number, datum: number, out: IntBuffer): void;
  /**
   * Appends to `out` the nogood of a failure of the propagator this reasoner explains (see
   * {@link Explainer.explainWith}): true literals that cannot hold together.
   */
  explainConflict?(out: IntBuffer): void;
}

/**
 * The literal trail of a learning search, and the explanation API propagators use.
 *
 * Literals live on the direct encoding: an atom stands for "variable `x` takes the value of bit
 * `i`"; literal `2a` is `[x = v]` and `2a + 1` is `[x ≠ v]` (`lit ^ 1` negates). Atoms are compact
 * ({@link Explainer.layoutAtRoot}): only the (variable, value) pairs still possible after the root
 * propagation get one, numbered variable by variable in bit order; every other pair's literals are
 * the constants {@link TRUE_LIT} / {@link FALSE_LIT}. A 225×225 sudoku at 70 % fill has 13 million
 * pairs in its value layout and about 130,000 atoms, and every per-atom array (trail, levels,
 * activities, watches) is sized by the atoms.
 * Every domain change the engine makes is reported here (the engine's tracer) and becomes trail
 * entries, each with its decision level and reason. A propagator that explains its prunings
 * changes domains through {@link Explainer.remove} / {@link Explainer.assign} (reason literals are
 * *true* literals whose conjunction implies the change, that is a nogood with the change's
 * negation) and reports failure with {@link Explainer.fail}. Any other propagator's changes get a
 * generic reason ({@link REASON_GENERIC}).
 */
export class Explainer {
  /** The domains. */
  readonly store: DomainStore;
  /** Each variable's span in the store's value layout (bits `0 .. spans[x] - 1`). */
  readonly spans: Int32Array;
  /** Number of atoms, the constant atom 0 included (1 until the layout). */
  atoms = 1;
  /**
   * First atom of each variable (`n + 1` entries): variable `x`'s atoms are `base[x] …
   * base[x + 1] - 1`, in the order of their bits (none for a variable fixed at the root).
   */
  base: Int32Array;
  /** Variable of each atom (-1 for the constant atom 0). */
  atomVar: Int32Array = Int32Array.of(-1);
  /** Bit of each atom in its variable's value layout (-1 for the constant atom 0). */
  atomBit: Int32Array = Int32Array.of(-1);
  /** State of each atom (`ATOM_*`). */
  aval: Int8Array = Int8Array.of(ATOM_EQ);
  /** Decision level at which each fixed atom was fixed. */
  alevel: Int32Array = new Int32Array(1);
  /** Trail position of each fixed atom (-1 for facts of the root). */
  apos: Int32Array = Int32Array.of(-1);
  /** Trail: literal made true. */
  tLit: Int32Array = new Int32Array(0);
  /** Trail: reason kind (`REASON_*`, possibly with `REASON_PRIOR`). */
  tKind: Int32Array = new Int32Array(0);
  /** Trail: first reason datum. */
  tA: Int32Array = new Int32Array(0);
  /** Trail: second reason datum. */
  tB: Int32Array = new Int32Array(0);
  /** Trail: the propagator that caused the entry (-1: the search). */
  tSrc: Int32Array = new Int32Array(0);
  /** Whether the root propagation of {@link Explainer.layoutAtRoot} failed (the model has no solution). */
  rootFailed = false;
  /** Bumped by every layout: a reasoner that caches literals refreshes them when it changes. */
  layoutEpoch = 0;
  // Trail: the entry's variable (read sequentially by `undo`, where `atomVar` was a cache miss).
  private tVar: Int32Array = new Int32Array(0);
  // Trail: the entry's value bit (read sequentially by `undo`, where `atomBit` was another miss).
  private tBit: Int32Array = new Int32Array(0);
  // The literal table: `[x = bit i]` is `lits[row[x] + i]`. Variables fixed at the root share one
  // row per (span, value): every literal of theirs is a constant.
  private row: Int32Array;
  private lits: Int32Array = Int32Array.of(TRUE_LIT);
  // The atom of a traced change, by rank: for a variable open at the layout, its words are the
  // pairs from `rankRow[x]` in `rankTab`, each (the word of its domain at the layout, the atom of
  // the word's lowest set bit); bit i's atom is the pair's atom plus the set bits below i. The
  // tracers look atoms up here, not in `lits`: the table holds a few words per open variable where
  // `lits` holds a literal per bit of its span, a footprint that missed the cache at every change
  // on large grids (144×144: 3 MB of literals, 0.2 MB of ranks). -1 for a variable fixed then.
  private rankRow: Int32Array = new Int32Array(0);
  private rankTab: Int32Array = new Int32Array(0);
  private laidOut = false;
  // `undo` puts removed values back into the store's domains (see `restoreDomains`).
  private restoring = false;
  private rootDone = false;
  private rootStarted = false;
  // The counts were kept by the root propagation of `layoutAtRoot` and are current.
  private countsFresh = false;
  /** Trail length. */
  top = 0;
  /** Reason pool (literal lists shared by the entries of one change). */
  pool: Int32Array = new Int32Array(1024);
  /** Used length of the pool. */
  poolTop = 0;
  /** Current decision level (set by the search). */
  level = 0;
  /** The conflict nogood (true literals) after a failure reported with `fail`, `remove` or `assign`. */
  conflict: Int32Array = new Int32Array(64);
  /** Length of `conflict`; -1 when no explained conflict is pending. */
  conflictLen = -1;
  /** The engine (set by the search before the first change). */
  engine: PropagationEngine | null = null;
  /** Domain changes also go here (the solve's domain trace), when set. */
  forward: ((variable: number, removed: readonly number[], size: number) => void) | null = null;

  /**
   * Place counts of the counting groups ({@link Explainer.addCountGroup}): at `offset + i`, how
   * many of the group's members still have bit `i`. Kept exact by every trail push and undo, so a
   * propagator reads them instead of rescanning its group.
   */
  counts: Int32Array = new Int32Array(0);
  /** At `offset + i`, how many of the group's members are fixed to bit `i`. */
  fixedCounts: Int32Array = new Int32Array(0);
  /**
   * At a group's offset: how many bits are on its hot list, the values whose count fell to 1 or 0
   * since the group's propagator last took them (a value may have become a hidden single, or be
   * missing). The list itself is at `hotVals[offset …]`, and `hotMark[offset + i]` says whether
   * bit `i` is on it (a bit is listed once). An undo leaves the list alone: a listed value whose
   * count rose again is skipped by the propagator.
   */
  hotLen: Int32Array = new Int32Array(0);
  /** The hot lists (see {@link Explainer.hotLen}). */
  hotVals: Int32Array = new Int32Array(0);
  /** Whether a bit is on its group's hot list (see {@link Explainer.hotLen}). */
  hotMark: Uint8Array = new Uint8Array(0);
  /** The lazy reasoners, by id (see {@link REASON_LAZY}). */
  readonly lazy: LazyReasoner[] = [];
  /**
   * Place sets of the counting groups: for the group at count offset `o`, the members that still
   * have bit `i` are the set bits of the `placeWords(o)` words from
   * `places[placeBase(o) + i * placeWords(o)]`, bit `j` standing for the member at scope position
   * `placeMembers(o)[j]`. Kept by the trail like the counts. Until the layout every member has a
   * bit; from the layout on only the members open then (a fixed member never changes again), which
   * shrinks the sets the trail updates at every change (a 144×144 grid at 70 % has a third of each
   * group open: 2 words per value instead of 5).
   */
  places: Int32Array = new Int32Array(0);
  private readonly groupScopes: Int32Array[] = [];
  private readonly groupOffsets: number[] = [];
  private readonly groupPlaceBase: number[] = [];
  private readonly groupPlaceWords: number[] = [];
  private readonly groupMembers: Int32Array[] = [];
  private countsSize = 0;
  private placesSize = 0;
  // Per variable (CSR, entries `varGroupStart[x] … varGroupStart[x + 1] - 1`), one entry per
  // group it belongs to, four ints at `4 * entry` in `varGroup`: the group's count offset, the
  // place-set word of the variable's position for bit 0 (`+ i * words` for bit i), its position's
  // bit, and the words per value. Interleaved, so a trail push or undo reads one cache line per
  // group, not four arrays.
  private varGroupStart: Int32Array = new Int32Array(1);
  private varGroup: Int32Array = new Int32Array(0);

  // By propagator id: how the changes it makes without a reason of their own are explained:
  // 0 generic, -1 by its scope's bounds (REASON_BOUNDS), k + 1 by lazy reasoner k (REASON_LAZY).
  private propReason: Int32Array = new Int32Array(0);
  private pendingKind = -1;
  private pendingA = 0;
  private pendingB = 0;
  private pendingAssign = false;
  // The reason of the change being traced (set by changeReason for the tracers).
  private changeA = 0;
  private changeSrc = -1;
  // The `removed` argument when `traceOne` hands a change to `trace`.
  private readonly oneRemoved: number[] = [0];

  /**
   * An explainer for `store`, whose variable `v` spans bits `0 .. spans[v] - 1` of the value layout
   * (shared by the variables a kind links). Atoms come with {@link Explainer.layoutAtRoot}.
   */
  constructor(store: DomainStore, spans: ArrayLike<number>) {
    this.store = store;
    this.spans = Int32Array.from(spans);
    this.base = new Int32Array(store.n + 1);
    this.row = new Int32Array(store.n);
  }

  /** The literal `[x = value of bit i]` ({@link TRUE_LIT} or {@link FALSE_LIT} when the root settled it). */
  eq(x: number, i: number): number {
    return this.lits[this.row[x]! + i]!;
  }

  /** The literal `[x ≠ value of bit i]`. */
  neq(x: number, i: number): number {
    return this.lits[this.row[x]! + i]! ^ 1;
  }

  /**
   * Propagates the model at the root without recording a trail (the place counts are kept), once:
   * the root's changes need no reasons (conflict analysis never looks below level 0), and most
   * pairs of a large grid are settled there. `false` when it failed ({@link Explainer.rootFailed}).
   * It stops at `deadline` (a `performance.now()` time) with its work kept: then
   * {@link Explainer.rootSettled} is `false` and the next call goes on. Once settled,
   * {@link Explainer.openPairs} is the number of atoms the layout will make.
   */
  propagateRoot(engine: PropagationEngine, deadline = Number.POSITIVE_INFINITY): boolean {
    if (this.rootDone) return !this.rootFailed;
    if (!this.rootStarted) {
      this.rootStarted = true;
      this.engine = engine;
      this.initCounts();
      engine.scheduleAll();
    }
    engine.tracer = this.rootTrace;
    engine.traceOne = null;
    engine.clock.arm(deadline);
    const ok = engine.propagate();
    engine.clock.arm(Number.POSITIVE_INFINITY);
    engine.tracer = null;
    engine.traceOne = null;
    if (ok && engine.interrupted) return true;
    this.rootDone = true;
    this.rootFailed = !ok;
    this.countsFresh = ok;
    return ok;
  }

  /** Whether the root propagation of {@link Explainer.propagateRoot} has ended (or failed). */
  get rootSettled(): boolean {
    return this.rootDone;
  }

  /** The (variable, value) pairs possible now whose variable is not fixed: the atoms a layout makes now. */
  openPairs(): number {
    const size = this.store.size;
    let open = 0;
    for (let v = 0; v < size.length; v++) if (size[v]! > 1) open += size[v]!;
    return open;
  }

  /**
   * {@link Explainer.propagateRoot} (unless done), then lays out the atoms for the pairs still
   * possible ({@link Explainer.layout}). `false` when the root propagation failed.
   */
  layoutAtRoot(engine: PropagationEngine): boolean {
    const ok = this.propagateRoot(engine);
    this.layout();
    return ok;
  }

  /**
   * Gives an atom to every (variable, value) pair possible now whose variable is not fixed; the
   * other pairs' literals become constants. Every per-atom array is sized here.
   */
  layout(): void {
    const s = this.store;
    const n = s.n;
    const spans = this.spans;
    let maxSpan = 1;
    for (let v = 0; v < n; v++) maxSpan = Math.max(maxSpan, spans[v]!);
    const base = new Int32Array(n + 1);
    const row = new Int32Array(n);
    // Rows of the variables fixed at the root, shared by (span, bit); key `(bit + 1) * (maxSpan + 1)
    // + span`, bit -1 for an empty domain (a failed root), whose row is all false.
    const fixedRows = new Map<number, number>();
    let total = 1;
    let slots = 0;
    for (let v = 0; v < n; v++) {
      base[v] = total;
      const span = spans[v]!;
      if (s.size[v]! > 1) {
        row[v] = slots;
        slots += span;
        total += s.size[v]!;
        continue;
      }
      const key = (s.size[v] === 1 ? s.minIndex(v) + 1 : 0) * (maxSpan + 1) + span;
      let r = fixedRows.get(key);
      if (r === undefined) {
        r = slots;
        slots += span;
        fixedRows.set(key, r);
      }
      row[v] = r;
    }
    base[n] = total;
    const lits = new Int32Array(slots).fill(FALSE_LIT);
    for (const [key, r] of fixedRows) {
      const bit = Math.floor(key / (maxSpan + 1)) - 1;
      if (bit >= 0) lits[r + bit] = TRUE_LIT;
    }
    const atomVar = new Int32Array(total);
    const atomBit = new Int32Array(total);
    atomVar[0] = -1;
    atomBit[0] = -1;
    let a = 1;
    for (let v = 0; v < n; v++) {
      if (s.size[v]! <= 1) continue;
      const r = row[v]!;
      const span = spans[v]!;
      for (let i = 0; i < span; i++) {
        if (!s.has(v, i)) continue;
        lits[r + i] = a << 1;
        atomVar[a] = v;
        atomBit[a] = i;
        a++;
      }
    }
    this.layoutRanks(base);
    this.compactPlaces();
    this.base = base;
    this.row = row;
    this.lits = lits;
    this.atoms = total;
    this.atomVar = atomVar;
    this.atomBit = atomBit;
    this.aval = new Int8Array(total);
    this.aval[0] = ATOM_EQ;
    this.alevel = new Int32Array(total);
    this.apos = new Int32Array(total).fill(-1);
    this.tLit = new Int32Array(total);
    this.tKind = new Int32Array(total);
    this.tA = new Int32Array(total);
    this.tB = new Int32Array(total);
    this.tSrc = new Int32Array(total);
    this.tVar = new Int32Array(total);
    this.tBit = new Int32Array(total);
    this.laidOut = true;
    this.layoutEpoch++;
  }

  // The rank table of the tracers (see `rankRow`), from the domains at the layout and the first
  // atom of each variable.
  private layoutRanks(base: Int32Array): void {
    const s = this.store;
    const n = s.n;
    const rankRow = new Int32Array(n).fill(-1);
    let pairs = 0;
    for (let v = 0; v < n; v++) {
      if (s.size[v]! <= 1) continue;
      rankRow[v] = pairs;
      pairs += s.nwords[v]!;
    }
    const tab = new Int32Array(2 * pairs);
    for (let v = 0; v < n; v++) {
      const r = rankRow[v]!;
      if (r < 0) continue;
      let atom = base[v]!;
      const st = s.start[v]!;
      for (let w = 0; w < s.nwords[v]!; w++) {
        const word = s.words[st + w]!;
        tab[2 * (r + w)] = word;
        tab[2 * (r + w) + 1] = atom;
        atom += popcount32(word);
      }
    }
    this.rankRow = rankRow;
    this.rankTab = tab;
  }

  /**
   * The atom of bit `i` of `x` for a tracer: `x` was open at the layout and `i` was possible then
   * (only such pairs change later), so this equals `eq(x, i) >> 1`.
   */
  private atomOf(x: number, i: number): number {
    const k = (this.rankRow[x]! + (i >>> 5)) << 1;
    const tab = this.rankTab;
    return tab[k + 1]! + popcount32(tab[k]! & ((1 << (i & 31)) - 1));
  }

  /**
   * Debug (tests): whether the tracers' rank table gives every pair still possible of every
   * variable open at the layout the atom of its literals ({@link Explainer.eq}).
   */
  ranksAgree(): boolean {
    const s = this.store;
    for (let v = 0; v < s.n; v++) {
      if (this.rankRow[v]! < 0) continue;
      for (let i = 0; i < this.spans[v]!; i++) {
        if (s.has(v, i) && this.atomOf(v, i) !== this.eq(v, i) >> 1) return false;
      }
    }
    return true;
  }

  /**
   * Bytes a learning search holds per atom, about: this explainer's trail and atom state (45), the
   * search's marks, work lists, antecedent cache (kept across analyses: its ranges and up to four
   * literals per atom in its buffer), activities and heap (58), the clause database's
   * watch heads (8), the all-different groups' lists of each value's holders at the layout (4 per
   * group the atom's variable is in: 12 on a sudoku), rounded up for the watch lists and clauses
   * that grow with the search.
   */
  static readonly BYTES_PER_ATOM = 124;

  /** Whether literal `lit` is true now. */
  isTrue(lit: number): boolean {
    const s = this.aval[lit >> 1]!;
    return s !== ATOM_OPEN && (s === ATOM_NEQ) === ((lit & 1) === 1);
  }

  /** Whether literal `lit` is false now. */
  isFalse(lit: number): boolean {
    const s = this.aval[lit >> 1]!;
    return s !== ATOM_OPEN && (s === ATOM_NEQ) !== ((lit & 1) === 1);
  }

  /**
   * Registers a group of variables whose per-value place counts the trail keeps (see
   * {@link Explainer.counts}); returns the group's offset. Call before {@link Explainer.initRoot}.
   */
  addCountGroup(scope: Int32Array): number {
    let span = 1;
    for (let k = 0; k < scope.length; k++) span = Math.max(span, this.spans[scope[k]!]!);
    const off = this.countsSize;
    this.countsSize += span;
    this.groupScopes.push(scope);
    this.groupOffsets.push(off);
    this.groupMembers.push(Int32Array.from(scope.keys()));
    this.groupPlaceWords.push((scope.length + 31) >>> 5);
    this.groupPlaceBase.push(this.placesSize);
    this.placesSize += span * ((scope.length + 31) >>> 5);
    return off;
  }

  /** First word of the place sets of the group at count offset `off` (see {@link Explainer.places}). */
  placeBase(off: number): number {
    return this.groupPlaceBase[this.groupOffsets.indexOf(off)]!;
  }

  /** Words per value of the place sets of the group at count offset `off` (see {@link Explainer.places}). */
  placeWords(off: number): number {
    return this.groupPlaceWords[this.groupOffsets.indexOf(off)]!;
  }

  /**
   * The scope positions of the members of the group at count offset `off` that have a bit in its
   * place sets, by bit (see {@link Explainer.places}); changes with {@link Explainer.layoutEpoch}.
   */
  placeMembers(off: number): Int32Array {
    return this.groupMembers[this.groupOffsets.indexOf(off)]!;
  }

  // At the layout: the place sets keep only the members open now (see `places`), rebuilt from the
  // domains. The counts are left as they are (they count every member).
  private compactPlaces(): void {
    const size = this.store.size;
    let total = 0;
    for (let g = 0; g < this.groupScopes.length; g++) {
      const scope = this.groupScopes[g]!;
      let open = 0;
      for (let k = 0; k < scope.length; k++) if (size[scope[k]!]! > 1) open++;
      const members = new Int32Array(open);
      open = 0;
      for (let k = 0; k < scope.length; k++) if (size[scope[k]!]! > 1) members[open++] = k;
      const span = (this.groupOffsets[g + 1] ?? this.countsSize) - this.groupOffsets[g]!;
      // One word at least: readers index a value's first word without a length check.
      const words = Math.max(1, (open + 31) >>> 5);
      this.groupMembers[g] = members;
      this.groupPlaceWords[g] = words;
      this.groupPlaceBase[g] = total;
      total += span * words;
    }
    this.placesSize = total;
    this.buildPlaces();
  }

  // The variable-to-group index (the members of the place sets only) and the place sets, from the
  // domains as they are now.
  private buildPlaces(): void {
    const n = this.store.n;
    const start = new Int32Array(n + 1);
    for (let g = 0; g < this.groupScopes.length; g++) {
      const scope = this.groupScopes[g]!;
      const members = this.groupMembers[g]!;
      for (let j = 0; j < members.length; j++) start[scope[members[j]!]! + 1]!++;
    }
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    const meta = new Int32Array(start[n]! * 4);
    const places = new Int32Array(this.placesSize);
    const s = this.store;
    for (let g = 0; g < this.groupScopes.length; g++) {
      const scope = this.groupScopes[g]!;
      const members = this.groupMembers[g]!;
      const off = this.groupOffsets[g]!;
      const wpv = this.groupPlaceWords[g]!;
      for (let j = 0; j < members.length; j++) {
        const x = scope[members[j]!]!;
        const at = 4 * fill[x]!++;
        const place = this.groupPlaceBase[g]! + (j >>> 5);
        const bit = 1 << (j & 31);
        meta[at] = off;
        meta[at + 1] = place;
        meta[at + 2] = bit;
        meta[at + 3] = wpv;
        const st = s.start[x]!;
        for (let w = 0; w < s.nwords[x]!; w++) {
          let d = s.words[st + w]!;
          while (d !== 0) {
            const i = (w << 5) + lowestBit(d);
            d &= d - 1;
            places[place + i * wpv]! |= bit;
          }
        }
      }
    }
    this.places = places;
    this.varGroupStart = start;
    this.varGroup = meta;
  }

  /** Builds the variable-to-group index, the place sets and the counts from the domains as they are now. */
  private initCounts(): void {
    this.buildPlaces();
    this.counts = new Int32Array(this.countsSize);
    this.fixedCounts = new Int32Array(this.countsSize);
    this.hotLen = new Int32Array(this.countsSize);
    this.hotVals = new Int32Array(this.countsSize);
    this.hotMark = new Uint8Array(this.countsSize);
    const s = this.store;
    for (let g = 0; g < this.groupScopes.length; g++) {
      const scope = this.groupScopes[g]!;
      const off = this.groupOffsets[g]!;
      for (let k = 0; k < scope.length; k++) {
        const x = scope[k]!;
        const span = this.spans[x]!;
        for (let i = 0; i < span; i++) if (s.has(x, i)) this.counts[off + i]!++;
        if (s.size[x] === 1) this.fixedCounts[off + s.minIndex(x)]!++;
      }
    }
  }

  /**
   * Debug (tests): whether the counts and place sets kept by the trail equal a recount from the
   * domains as they are now.
   */
  countsAgree(): boolean {
    const s = this.store;
    for (let g = 0; g < this.groupScopes.length; g++) {
      const scope = this.groupScopes[g]!;
      const off = this.groupOffsets[g]!;
      const span = (this.groupOffsets[g + 1] ?? this.countsSize) - off;
      const members = this.groupMembers[g]!;
      const wpv = this.groupPlaceWords[g]!;
      if (wpv < (members.length + 31) >>> 5) return false;
      for (let i = 0; i < span; i++) {
        let c = 0;
        let f = 0;
        for (let k = 0; k < scope.length; k++) {
          const x = scope[k]!;
          const has = i < this.spans[x]! && s.has(x, i);
          if (!has) continue;
          c++;
          if (s.size[x] === 1) f++;
        }
        if (this.counts[off + i] !== c || this.fixedCounts[off + i] !== f) return false;
        // Bit j of the place set is member `members[j]`; no other bit is set.
        const at = this.groupPlaceBase[g]! + i * wpv;
        for (let j = 0; j < wpv << 5; j++) {
          const inPlaces = (this.places[at + (j >>> 5)]! >>> (j & 31)) & 1;
          const x = j < members.length ? scope[members[j]!]! : -1;
          const has = x >= 0 && i < this.spans[x]! && s.has(x, i);
          if (inPlaces !== (has ? 1 : 0)) return false;
        }
      }
    }
    return true;
  }

  /**
   * Records the domains as they are now as level-0 facts (before the search's first propagation);
   * lays the atoms out first when {@link Explainer.layoutAtRoot} did not.
   */
  initRoot(): void {
    if (!this.laidOut) this.layout();
    const s = this.store;
    this.aval.fill(ATOM_OPEN);
    this.apos.fill(-1);
    this.alevel.fill(0);
    this.aval[0] = ATOM_EQ;
    this.top = 0;
    this.poolTop = 0;
    this.level = 0;
    this.conflictLen = -1;
    const base = this.base;
    const atomBit = this.atomBit;
    for (let v = 0; v < s.n; v++) {
      const b = base[v]!;
      const e = base[v + 1]!;
      if (b === e) continue;
      for (let a = b; a < e; a++) if (!s.has(v, atomBit[a]!)) this.aval[a] = ATOM_NEQ;
      if (s.size[v] === 1) this.aval[this.eq(v, s.minIndex(v)) >> 1] = ATOM_EQ;
    }
    if (!this.countsFresh) this.initCounts();
    this.countsFresh = false;
  }

  /**
   * The engine's tracer during the root propagation of {@link Explainer.layoutAtRoot}: keeps the
   * place counts (propagators read them), records nothing (there are no atoms yet).
   */
  private readonly rootTrace = (v: number, removed: readonly number[], size: number): void => {
    const s = this.store;
    const off = s.offset[v]!;
    const meta = this.varGroup;
    const g0 = 4 * this.varGroupStart[v]!;
    const g1 = 4 * this.varGroupStart[v + 1]!;
    if (size === 1) {
      const i = s.minIndex(v);
      for (let g = g0; g < g1; g += 4) this.fixedCounts[meta[g]! + i]!++;
    }
    for (let g = g0; g < g1; g += 4) {
      const o = meta[g]!;
      for (let k = 0; k < removed.length; k++) {
        const i = removed[k]! - off;
        this.places[meta[g + 1]! + i * meta[g + 3]!]! &= ~meta[g + 2]!;
        if (--this.counts[o + i]! <= 1 && this.hotMark[o + i] === 0) {
          this.hotMark[o + i] = 1;
          this.hotVals[o + this.hotLen[o]!++] = i;
        }
      }
    }
    this.forward?.(v, removed, size);
  };

  /**
   * The reason kind of the change being traced, its datum left in `changeA` and the running
   * propagator in `changeSrc`: the pending reason (a change made through the explainer), else the
   * running propagator's declared one (lazy, by bounds) or the generic one.
   */
  private changeReason(v: number): number {
    const engine = this.engine;
    const src = engine === null ? -1 : engine.running;
    this.changeSrc = src;
    this.changeA = this.pendingA;
    if (this.pendingKind >= 0) return this.pendingKind;
    if (src < 0) throw new Error(`learning: a change of variable ${v} has no reason`);
    const how = src < this.propReason.length ? this.propReason[src]! : 0;
    if (how > 0) {
      this.changeA = how - 1;
      return REASON_LAZY;
    }
    this.changeA = src;
    return how < 0 ? REASON_BOUNDS : REASON_GENERIC;
  }

  /**
   * The engine's tracer: turns one domain change into trail entries. When one value is left, the
   * `[x = v]` entry comes first and the removals are explained by it.
   */
  readonly trace = (v: number, removed: readonly number[], size: number): void => {
    const kind = this.changeReason(v);
    const a = this.changeA;
    const b = this.pendingB;
    const src = this.changeSrc;
    const s = this.store;
    const off = s.offset[v]!;
    const level = this.level;
    const aval = this.aval;
    const alevel = this.alevel;
    const apos = this.apos;
    const tLit = this.tLit;
    const tKind = this.tKind;
    const tA = this.tA;
    const tB = this.tB;
    const tSrc = this.tSrc;
    const tVar = this.tVar;
    const tBit = this.tBit;
    const g0 = this.varGroupStart[v]!;
    const g1 = this.varGroupStart[v + 1]!;
    const meta = this.varGroup;
    let t = this.top;
    // The entries first, then the counts of v's groups for all of them (one group at a time: each
    // group's hot list gets its values in the same order as one removal at a time would give).
    let rKind = kind;
    let rA = a;
    let rB = b;
    if (size === 1) {
      const i = s.minIndex(v);
      const at = this.atomOf(v, i);
      aval[at] = ATOM_EQ;
      alevel[at] = level;
      apos[at] = t;
      tLit[t] = at << 1;
      tKind[t] = this.pendingAssign ? kind : kind | REASON_PRIOR;
      tA[t] = a;
      tB[t] = b;
      tSrc[t] = src;
      tVar[t] = v;
      tBit[t] = i;
      t++;
      const fixedCounts = this.fixedCounts;
      for (let g = 4 * g0; g < 4 * g1; g += 4) fixedCounts[meta[g]! + i]!++;
      rKind = REASON_EQ;
      rA = at << 1;
      rB = 0;
    }
    const nr = removed.length;
    for (let k = 0; k < nr; k++) {
      const i = removed[k]! - off;
      const atom = this.atomOf(v, i);
      aval[atom] = ATOM_NEQ;
      alevel[atom] = level;
      apos[atom] = t;
      tLit[t] = (atom << 1) | 1;
      tKind[t] = rKind;
      tA[t] = rA;
      tB[t] = rB;
      tSrc[t] = src;
      tVar[t] = v;
      tBit[t] = i;
      t++;
    }
    this.top = t;
    const counts = this.counts;
    const places = this.places;
    const hotMark = this.hotMark;
    for (let g = 4 * g0; g < 4 * g1; g += 4) {
      const o = meta[g]!;
      const place = meta[g + 1]!;
      const notBit = ~meta[g + 2]!;
      const words = meta[g + 3]!;
      for (let k = 0; k < nr; k++) {
        const i = removed[k]! - off;
        places[place + i * words]! &= notBit;
        if (--counts[o + i]! <= 1 && hotMark[o + i] === 0) {
          hotMark[o + i] = 1;
          this.hotVals[o + this.hotLen[o]!++] = i;
        }
      }
    }
    this.forward?.(v, removed, size);
  };

  /**
   * {@link Explainer.trace} for the removal of one value (bit `i` of `v`, `size` values left), the
   * engine's `traceOne`: most changes of a search are single removals (an all-different
   * eliminating a fixed value), and this records one without the array of the general path.
   */
  readonly traceOne = (v: number, i: number, size: number): void => {
    if (size === 1 || this.forward !== null) {
      this.oneRemoved[0] = this.store.offset[v]! + i;
      this.trace(v, this.oneRemoved, size);
      return;
    }
    const kind = this.changeReason(v);
    const a = this.changeA;
    const b = this.pendingB;
    const src = this.changeSrc;
    // `atomOf`, written out (this runs at every removal of the search).
    const rk = (this.rankRow[v]! + (i >>> 5)) << 1;
    const atom = this.rankTab[rk + 1]! + popcount32(this.rankTab[rk]! & ((1 << (i & 31)) - 1));
    const t = this.top++;
    this.aval[atom] = ATOM_NEQ;
    this.alevel[atom] = this.level;
    this.apos[atom] = t;
    this.tLit[t] = (atom << 1) | 1;
    this.tKind[t] = kind;
    this.tA[t] = a;
    this.tB[t] = b;
    this.tSrc[t] = src;
    this.tVar[t] = v;
    this.tBit[t] = i;
    const meta = this.varGroup;
    const counts = this.counts;
    const places = this.places;
    const hotMark = this.hotMark;
    const g1 = 4 * this.varGroupStart[v + 1]!;
    for (let g = 4 * this.varGroupStart[v]!; g < g1; g += 4) {
      const o = meta[g]!;
      places[meta[g + 1]! + i * meta[g + 3]!]! &= ~meta[g + 2]!;
      if (--counts[o + i]! <= 1 && hotMark[o + i] === 0) {
        hotMark[o + i] = 1;
        this.hotVals[o + this.hotLen[o]!++] = i;
      }
    }
  };

  /**
   * Makes {@link Explainer.undo} put the values of the `[x ≠ v]` entries it undoes back into the
   * domains, in place of the store's own trail ({@link DomainStore.restoreOutside}): every change of
   * a search with this explainer as the engine's tracer is on this trail, so a backjump walks one
   * trail, not two (the store saved each changed variable's words once per level, and put them back
   * at the backjump, a second walk over the same changes). Call at the root, before the search's
   * first change, and only when every later change is traced here; `false` when the store keeps its
   * own trail (a snapshot store, or one with restore listeners), and then nothing changes.
   */
  restoreDomains(): boolean {
    this.restoring = this.store.restoreOutside();
    return this.restoring;
  }

  /** Undoes trail entries down to length `to` and the pool down to `poolTo`. */
  undo(to: number, poolTo: number): void {
    if (this.restoring) this.undoRestoring(to);
    else this.undoEntries(to);
    this.top = to;
    this.poolTop = poolTo;
  }

  // `undo` of the entries alone (the store restores the domains itself).
  private undoEntries(to: number): void {
    const tLit = this.tLit;
    const tVar = this.tVar;
    const tBit = this.tBit;
    const gStart = this.varGroupStart;
    const meta = this.varGroup;
    const counts = this.counts;
    const places = this.places;
    const fixedCounts = this.fixedCounts;
    const aval = this.aval;
    const apos = this.apos;
    for (let t = this.top - 1; t >= to; t--) {
      const lit = tLit[t]!;
      const atom = lit >> 1;
      const x = tVar[t]!;
      const i = tBit[t]!;
      const g1 = 4 * gStart[x + 1]!;
      if (lit & 1) {
        // `[x ≠ v]` undone: v has its place in every group of x again.
        for (let g = 4 * gStart[x]!; g < g1; g += 4) {
          places[meta[g + 1]! + i * meta[g + 3]!]! |= meta[g + 2]!;
          counts[meta[g]! + i]!++;
        }
      } else for (let g = 4 * gStart[x]!; g < g1; g += 4) fixedCounts[meta[g]! + i]!--;
      aval[atom] = ATOM_OPEN;
      apos[atom] = -1;
    }
  }

  // `undo` that also puts each removed value back into its domain (see `restoreDomains`): a
  // separate loop, so the one without the store's arrays stays as it was.
  private undoRestoring(to: number): void {
    const tLit = this.tLit;
    const tVar = this.tVar;
    const tBit = this.tBit;
    const gStart = this.varGroupStart;
    const meta = this.varGroup;
    const counts = this.counts;
    const places = this.places;
    const fixedCounts = this.fixedCounts;
    const aval = this.aval;
    const apos = this.apos;
    const words = this.store.words;
    const start = this.store.start;
    const size = this.store.size;
    for (let t = this.top - 1; t >= to; t--) {
      const lit = tLit[t]!;
      const atom = lit >> 1;
      const x = tVar[t]!;
      const i = tBit[t]!;
      const g1 = 4 * gStart[x + 1]!;
      if (lit & 1) {
        words[start[x]! + (i >>> 5)]! |= 1 << (i & 31);
        size[x]!++;
        for (let g = 4 * gStart[x]!; g < g1; g += 4) {
          places[meta[g + 1]! + i * meta[g + 3]!]! |= meta[g + 2]!;
          counts[meta[g]! + i]!++;
        }
      } else for (let g = 4 * gStart[x]!; g < g1; g += 4) fixedCounts[meta[g]! + i]!--;
      aval[atom] = ATOM_OPEN;
      apos[atom] = -1;
    }
  }

  private poolAdd(lits: ArrayLike<number>, len: number): number {
    const at = this.poolTop;
    if (at + len > this.pool.length)
      this.pool = growInt32(this.pool, Math.max(this.pool.length * 2, at + len));
    const p = this.pool;
    for (let k = 0; k < len; k++) p[at + k] = lits[k]!;
    this.poolTop = at + len;
    return at;
  }

  private setConflict(lits: ArrayLike<number>, len: number, extra: number): false {
    const need = len + 1;
    if (need > this.conflict.length) this.conflict = new Int32Array(need * 2);
    const c = this.conflict;
    for (let k = 0; k < len; k++) c[k] = lits[k]!;
    let n = len;
    if (extra >= 0) c[n++] = extra;
    this.conflictLen = n;
    return false;
  }

  /**
   * Removes bit `i` from `x` because the first `len` literals of `reason` (all true now) imply
   * `[x ≠ v]`. `false` on a wipe-out, with the conflict recorded.
   */
  remove(engine: PropagationEngine, x: number, i: number, reason: ArrayLike<number>, len: number): boolean {
    const s = this.store;
    if (!s.has(x, i)) return true;
    if (s.size[x] === 1) return this.setConflict(reason, len, this.eq(x, i));
    this.pendingKind = REASON_POOL;
    this.pendingA = this.poolAdd(reason, len);
    this.pendingB = len;
    const ok = engine.remove(x, i);
    this.pendingKind = -1;
    return ok;
  }

  /** {@link Explainer.remove} with a one-literal reason (no list to build). */
  remove1(engine: PropagationEngine, x: number, i: number, reason: number): boolean {
    const s = this.store;
    if (!s.has(x, i)) return true;
    if (s.size[x] === 1) {
      this.conflict[0] = reason;
      this.conflict[1] = this.eq(x, i);
      this.conflictLen = 2;
      return false;
    }
    this.pendingKind = REASON_EQ;
    this.pendingA = reason;
    this.pendingB = 0;
    const ok = engine.remove(x, i);
    this.pendingKind = -1;
    return ok;
  }

  /**
   * Fixes `x` to bit `i` because the first `len` literals of `reason` (all true now) imply
   * `[x = v]`. `false` when `v` is no longer possible, with the conflict recorded.
   */
  assign(engine: PropagationEngine, x: number, i: number, reason: ArrayLike<number>, len: number): boolean {
    const s = this.store;
    if (!s.has(x, i)) return this.setConflict(reason, len, this.neq(x, i));
    if (s.size[x] === 1) return true;
    this.pendingKind = REASON_POOL;
    this.pendingA = this.poolAdd(reason, len);
    this.pendingB = len;
    this.pendingAssign = true;
    const ok = engine.assign(x, i);
    this.pendingAssign = false;
    this.pendingKind = -1;
    return ok;
  }

  /**
   * Declares that propagator `p` (added to the engine already) decides every pruning and failure
   * from the bounds (minimum and maximum) of its scope's domains alone, never from values inside
   * them: its changes and conflicts are then explained by those bounds ({@link REASON_BOUNDS})
   * instead of every removal on its scope. A propagator that reads a hole would be explained too
   * weakly (the debug mode names it).
   */
  explainByBounds(p: { readonly id: number }): void {
    this.setPropReason(p.id, -1);
  }

  /**
   * Declares that the changes propagator `p` (added to the engine already) makes through the
   * engine are explained by `reasoner` when asked (its `explain`, with the changed literal), and
   * its failures by its `explainConflict`: a propagator explained from the trail after the fact,
   * without changing the propagator.
   */
  explainWith(p: { readonly id: number }, reasoner: LazyReasoner): void {
    this.setPropReason(p.id, this.addLazyReasoner(reasoner) + 1);
  }

  private setPropReason(id: number, how: number): void {
    if (id < 0) throw new Error('explainer: add the propagator to the engine first');
    if (id >= this.propReason.length) {
      const grown = new Int32Array(Math.max(id + 1, this.propReason.length * 2));
      grown.set(this.propReason);
      this.propReason = grown;
    }
    this.propReason[id] = how;
  }

  /** Whether propagator `id` is explained by bounds ({@link Explainer.explainByBounds}). */
  byBounds(id: number): boolean {
    return id < this.propReason.length && this.propReason[id]! < 0;
  }

  /** The lazy reasoner that explains propagator `id` ({@link Explainer.explainWith}), if any. */
  reasonerOf(id: number): LazyReasoner | undefined {
    const how = id < this.propReason.length ? this.propReason[id]! : 0;
    return how > 0 ? this.lazy[how - 1] : undefined;
  }

  /** Registers a {@link LazyReasoner}; returns its id for {@link Explainer.assignLazy}. */
  addLazyReasoner(r: LazyReasoner): number {
    this.lazy.push(r);
    return this.lazy.length - 1;
  }

  /**
   * Fixes `x` to bit `i` with a lazy reason: reasoner `id` explains it from `datum` when asked.
   * `false` when `v` is no longer possible (the caller reports that conflict itself).
   */
  assignLazy(engine: PropagationEngine, x: number, i: number, id: number, datum: number): boolean {
    const s = this.store;
    if (!s.has(x, i)) return false;
    if (s.size[x] === 1) return true;
    this.pendingKind = REASON_LAZY;
    this.pendingA = id;
    this.pendingB = datum;
    this.pendingAssign = true;
    const ok = engine.assign(x, i);
    this.pendingAssign = false;
    this.pendingKind = -1;
    return ok;
  }

  /** Reports a failure: the first `len` literals of `nogood` (all true now) cannot hold together. */
  fail(nogood: ArrayLike<number>, len: number): false {
    return this.setConflict(nogood, len, -1);
  }

  /**
   * Makes literal `lit` true on behalf of the search: a decision (`kind` `REASON_DECISION`) or a
   * learnt clause's implication (`REASON_CLAUSE`, `a` the clause id). `false` when the change
   * empties a domain (the literal was false).
   */
  enqueue(engine: PropagationEngine, lit: number, kind: number, a: number): boolean {
    const atom = lit >> 1;
    const x = this.atomVar[atom]!;
    const i = this.atomBit[atom]!;
    this.pendingKind = kind;
    this.pendingA = a;
    this.pendingB = 0;
    let ok: boolean;
    if (lit & 1) ok = engine.remove(x, i);
    else {
      this.pendingAssign = true;
      ok = engine.assign(x, i);
      this.pendingAssign = false;
    }
    this.pendingKind = -1;
    return ok;
  }
}
