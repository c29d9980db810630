import type { DomainStore } from '../domain/DomainStore.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { growInt32 } from '../util/growInt32.js';

/** Atom state: not fixed. */
export const ATOM_OPEN = 0;
/** Atom state: `[x = v]` holds (the domain of `x` is `{v}`). */
export const ATOM_EQ = 1;
/** Atom state: `[x ≠ v]` holds (`v` was removed from `x`). */
export const ATOM_NEQ = 2;

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
  /** Pushes onto `out` the reason of `lit` (a trail literal it made true with `datum`). */
  explain(lit: number, datum: number, out: number[]): void;
  /**
   * Pushes onto `out` the nogood of a failure of the propagator this reasoner explains (see
   * {@link Explainer.explainWith}): true literals that cannot hold together.
   */
  explainConflict?(out: number[]): void;
}

/**
 * The literal trail of a learning search, and the explanation API propagators use.
 *
 * Literals live on the direct encoding: atom `a = base[x] + i` stands for "variable `x` takes the
 * value of bit `i`"; literal `2a` is `[x = v]` and `2a + 1` is `[x ≠ v]` (`lit ^ 1` negates).
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
  /** Number of atoms. */
  readonly atoms: number;
  /** First atom of each variable (`n + 1` entries). */
  readonly base: Int32Array;
  /** Variable of each atom. */
  readonly atomVar: Int32Array;
  /** State of each atom (`ATOM_*`). */
  readonly aval: Int8Array;
  /** Decision level at which each fixed atom was fixed. */
  readonly alevel: Int32Array;
  /** Trail position of each fixed atom (-1 for facts of the initial domains). */
  readonly apos: Int32Array;
  /** Trail: literal made true. */
  readonly tLit: Int32Array;
  /** Trail: reason kind (`REASON_*`, possibly with `REASON_PRIOR`). */
  readonly tKind: Int32Array;
  /** Trail: first reason datum. */
  readonly tA: Int32Array;
  /** Trail: second reason datum. */
  readonly tB: Int32Array;
  /** Trail: the propagator that caused the entry (-1: the search). */
  readonly tSrc: Int32Array;
  // Trail: the entry's variable (read sequentially by `undo`, where `atomVar` was a cache miss).
  private readonly tVar: Int32Array;
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
   * Place sets of the counting groups: for the group at count offset `o`, the members (by their
   * position in the group's scope) that still have bit `i` are the set bits of the
   * `placeWords(o)` words from `places[placeBase(o) + i * placeWords(o)]`. Kept by the trail
   * like the counts.
   */
  places: Int32Array = new Int32Array(0);
  private readonly groupScopes: Int32Array[] = [];
  private readonly groupOffsets: number[] = [];
  private readonly groupPlaceBase: number[] = [];
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
   * Builds the atom layout: variable `v` gets atoms for bits `0 .. spans[v] - 1` (its bits in the
   * store's value layout, shared by the variables a kind links).
   */
  constructor(store: DomainStore, spans: ArrayLike<number>) {
    this.store = store;
    const n = store.n;
    this.base = new Int32Array(n + 1);
    let total = 0;
    for (let v = 0; v < n; v++) {
      this.base[v] = total;
      total += spans[v]!;
    }
    this.base[n] = total;
    this.atoms = total;
    this.atomVar = new Int32Array(total);
    for (let v = 0; v < n; v++) this.atomVar.fill(v, this.base[v]!, this.base[v + 1]!);
    this.aval = new Int8Array(total);
    this.alevel = new Int32Array(total);
    this.apos = new Int32Array(total).fill(-1);
    this.tLit = new Int32Array(total);
    this.tKind = new Int32Array(total);
    this.tA = new Int32Array(total);
    this.tB = new Int32Array(total);
    this.tSrc = new Int32Array(total);
    this.tVar = new Int32Array(total);
  }

  /** The literal `[x = value of bit i]`. */
  eq(x: number, i: number): number {
    return (this.base[x]! + i) << 1;
  }

  /** The literal `[x ≠ value of bit i]`. */
  neq(x: number, i: number): number {
    return ((this.base[x]! + i) << 1) | 1;
  }

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
    for (let k = 0; k < scope.length; k++) {
      const x = scope[k]!;
      span = Math.max(span, this.base[x + 1]! - this.base[x]!);
    }
    const off = this.countsSize;
    this.countsSize += span;
    this.groupScopes.push(scope);
    this.groupOffsets.push(off);
    this.groupPlaceBase.push(this.placesSize);
    this.placesSize += span * ((scope.length + 31) >>> 5);
    return off;
  }

  /** First word of the place sets of the group at count offset `off` (see {@link Explainer.places}). */
  placeBase(off: number): number {
    return this.groupPlaceBase[this.groupOffsets.indexOf(off)]!;
  }

  /** Builds the variable-to-group index and the counts from the domains as they are now. */
  private initCounts(): void {
    const n = this.store.n;
    const start = new Int32Array(n + 1);
    for (const scope of this.groupScopes) for (let k = 0; k < scope.length; k++) start[scope[k]! + 1]!++;
    for (let v = 0; v < n; v++) start[v + 1]! += start[v]!;
    const fill = start.slice(0, n);
    const meta = new Int32Array(start[n]! * 4);
    this.places = new Int32Array(this.placesSize);
    this.counts = new Int32Array(this.countsSize);
    this.fixedCounts = new Int32Array(this.countsSize);
    this.hotLen = new Int32Array(this.countsSize);
    this.hotVals = new Int32Array(this.countsSize);
    this.hotMark = new Uint8Array(this.countsSize);
    const s = this.store;
    for (let g = 0; g < this.groupScopes.length; g++) {
      const scope = this.groupScopes[g]!;
      const off = this.groupOffsets[g]!;
      const wpv = (scope.length + 31) >>> 5;
      for (let k = 0; k < scope.length; k++) {
        const x = scope[k]!;
        const at = 4 * fill[x]!++;
        const place = this.groupPlaceBase[g]! + (k >>> 5);
        const bit = 1 << (k & 31);
        meta[at] = off;
        meta[at + 1] = place;
        meta[at + 2] = bit;
        meta[at + 3] = wpv;
        const span = this.base[x + 1]! - this.base[x]!;
        for (let i = 0; i < span; i++) {
          if (!s.has(x, i)) continue;
          this.counts[off + i]!++;
          this.places[place + i * wpv]! |= bit;
        }
        if (s.size[x] === 1) this.fixedCounts[off + s.minIndex(x)]!++;
      }
    }
    this.varGroupStart = start;
    this.varGroup = meta;
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
      for (let i = 0; i < span; i++) {
        let c = 0;
        let f = 0;
        const wpv = (scope.length + 31) >>> 5;
        for (let k = 0; k < scope.length; k++) {
          const x = scope[k]!;
          const inPlaces = (this.places[this.groupPlaceBase[g]! + i * wpv + (k >>> 5)]! >>> (k & 31)) & 1;
          const has = i < this.base[x + 1]! - this.base[x]! && s.has(x, i);
          if (inPlaces !== (has ? 1 : 0)) return false;
          if (!has) continue;
          c++;
          if (s.size[x] === 1) f++;
        }
        if (this.counts[off + i] !== c || this.fixedCounts[off + i] !== f) return false;
      }
    }
    return true;
  }

  /** Records the domains as they are now as level-0 facts (before the root propagation). */
  initRoot(): void {
    const s = this.store;
    this.aval.fill(ATOM_OPEN);
    this.apos.fill(-1);
    this.alevel.fill(0);
    this.top = 0;
    this.poolTop = 0;
    this.level = 0;
    this.conflictLen = -1;
    for (let v = 0; v < s.n; v++) {
      const b = this.base[v]!;
      const span = this.base[v + 1]! - b;
      for (let i = 0; i < span; i++) if (!s.has(v, i)) this.aval[b + i] = ATOM_NEQ;
      if (s.size[v] === 1) this.aval[b + s.minIndex(v)] = ATOM_EQ;
    }
    this.initCounts();
  }

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
    const base = this.base[v]!;
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
      const at = base + s.minIndex(v);
      aval[at] = ATOM_EQ;
      alevel[at] = level;
      apos[at] = t;
      tLit[t] = at << 1;
      tKind[t] = this.pendingAssign ? kind : kind | REASON_PRIOR;
      tA[t] = a;
      tB[t] = b;
      tSrc[t] = src;
      tVar[t] = v;
      t++;
      const i = at - base;
      const fixedCounts = this.fixedCounts;
      for (let g = 4 * g0; g < 4 * g1; g += 4) fixedCounts[meta[g]! + i]!++;
      rKind = REASON_EQ;
      rA = at << 1;
      rB = 0;
    }
    const nr = removed.length;
    for (let k = 0; k < nr; k++) {
      const atom = base + removed[k]! - off;
      aval[atom] = ATOM_NEQ;
      alevel[atom] = level;
      apos[atom] = t;
      tLit[t] = (atom << 1) | 1;
      tKind[t] = rKind;
      tA[t] = rA;
      tB[t] = rB;
      tSrc[t] = src;
      tVar[t] = v;
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
    const atom = this.base[v]! + i;
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

  /** Undoes trail entries down to length `to` and the pool down to `poolTo`. */
  undo(to: number, poolTo: number): void {
    const tLit = this.tLit;
    const tVar = this.tVar;
    const base = this.base;
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
      const i = atom - base[x]!;
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
    this.top = to;
    this.poolTop = poolTo;
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
    const i = atom - this.base[x]!;
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
