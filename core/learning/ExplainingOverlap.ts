import type { DomainStore } from '../domain/DomainStore.js';
import { EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';
import { lowestBit, popcount32 } from '../util/bits.js';
import type { Explainer, LazyReasoner } from './Explainer.js';
import type { IntBuffer } from './IntBuffer.js';

/**
 * An all-different group whose per-value place counts the explainer keeps
 * (`Explainer.addCountGroup`): its members and its count offset. `ExplainingAllDifferent` is one.
 */
export interface CountedGroup {
  /** The members. */
  readonly scope: Int32Array;
  /** The group's offset in the explainer's counts (`Explainer.counts`, `Explainer.places`). */
  readonly countOff: number;
}

/**
 * The overlap rule between all-different groups (pointing / claiming), explained, for a learning
 * search: when a permutation group A (as many values in the union of its members' initial domains
 * as members: every value is taken in A) shares the members I = A ∩ B with a group B, and every
 * member of A that can still take value v lies in I, then v goes in I and B's other members lose
 * it. The reason of `[y ≠ v]` (y in B \ A) is the `[z ≠ v]` of A's members outside I that could
 * hold v at the explainer's layout (the others' are root facts, as in `ExplainingAllDifferent`'s
 * hidden singles), built only when conflict analysis asks ({@link Explainer.explainWith}).
 *
 * One propagator for every pair of groups sharing two members or more (B \ A not empty), A a
 * permutation group; when B is one too, the pair (B, A) is the symmetric rule. Incremental: it
 * reads the removals of each change from the explainer's trail and checks a (A, v) only when A's
 * place count of v (kept by the trail) is at most A's largest overlap, and then only the overlaps
 * that hold v's first remaining place, each by a few words of place sets.
 * Without an explainer's trail (the root propagation before the layout) it checks every value
 * of the groups that changed.
 */
export class ExplainingOverlap extends Propagator implements LazyReasoner {
  /** The members of the permutation groups that overlap another group (what it watches). */
  readonly scope: Int32Array;
  private readonly ex: Explainer;
  private readonly store: DomainStore;
  // Groups: members, count offsets, spans; its pairs as the permutation group A (a group with
  // none is no source) (CSR `pairStart[g] … pairStart[g + 1] - 1` into the pair arrays: pairs are
  // numbered group by group), its largest overlap.
  private readonly gScope: Int32Array[];
  private readonly gOff: Int32Array;
  private readonly gSpan: Int32Array;
  private readonly pairStart: Int32Array;
  private readonly maxOverlap: Int32Array;
  // Pairs: the groups A and B, the shared members' scope positions in A and in B.
  private readonly pairA: Int32Array;
  private readonly pairB: Int32Array;
  private readonly pairSize: Int32Array;
  private readonly interA: Int32Array[];
  private readonly interB: Int32Array[];
  // Watched variables: local index → source groups it belongs to (CSR); variable → local (-1).
  private readonly vgStart: Int32Array;
  private readonly vgList: Int32Array;
  private readonly localOf: Int32Array;
  // Layout-dependent (refreshed when `Explainer.layoutEpoch` changes): per group its place-set
  // base, words per value and member of each place bit; per pair the masks of the shared members
  // in A's place bits then in B's (from `masks[maskAt[p]]`, A's words per value then B's); per
  // source group its holders at the layout by value (place bit and
  // `[z = v]` literal), CSR from `holderAt[g]` (span + 1 starts).
  private epoch = -2;
  private readonly pBase: Int32Array;
  private readonly pWords: Int32Array;
  private readonly pMembers: Int32Array[];
  private readonly maskAt: Int32Array;
  private masks: Int32Array = new Int32Array(0);
  // By source group and place bit (from `byBitAt[g]`), the pairs whose overlap holds that member:
  // `byBitPairs[byBitStart[k] … byBitStart[k + 1] - 1]`.
  private readonly byBitAt: Int32Array;
  private byBitStart: Int32Array = new Int32Array(1);
  private byBitPairs: Int32Array = new Int32Array(0);
  private holderAt: Int32Array;
  private holderStart: Int32Array = new Int32Array(0);
  private holderBit: Int32Array = new Int32Array(0);
  private holderLit: Int32Array = new Int32Array(0);
  /** By atom of a `[y ≠ v]` this propagator made true: the pair that made it (the lazy reason). */
  private why: Int32Array = new Int32Array(0);
  // Work: (group, value) entries to check, marked by count index (offset + value).
  private pendG: Int32Array = new Int32Array(64);
  private pendV: Int32Array = new Int32Array(64);
  private pendLen = 0;
  private mark: Uint8Array = new Uint8Array(0);
  // Before the layout (no trail to read): the groups to check whole.
  private readonly dirty: Int32Array;
  private readonly inDirty: Uint8Array;
  private dirtyLen = 0;
  private scanAll = true;
  /** The reason being built (see {@link ExplainingOverlap.reasonOf}). */
  protected reason: Int32Array = new Int32Array(16);

  /**
   * The rule over `groups` (their counts kept by `ex`; domains in `store`, initial for the
   * permutation test): pairs sharing two members or more are found here. `pairs` is 0 when none
   * qualifies (then the propagator need not be posted).
   */
  constructor(groups: readonly CountedGroup[], store: DomainStore, ex: Explainer) {
    super();
    this.ex = ex;
    this.store = store;
    this.priority = PRIORITY_LINEAR;
    const G = groups.length;
    this.gScope = groups.map((g) => g.scope);
    this.gOff = Int32Array.from(groups, (g) => g.countOff);
    this.gSpan = Int32Array.from(groups, (g) => {
      let span = 1;
      for (const x of g.scope) span = Math.max(span, ex.spans[x]!);
      return span;
    });
    const n = store.n;
    // Variable → groups (CSR), to find the overlaps.
    const vStart = new Int32Array(n + 1);
    for (const s of this.gScope) for (const x of s) vStart[x + 1]!++;
    for (let v = 0; v < n; v++) vStart[v + 1]! += vStart[v]!;
    const vFill = vStart.slice(0, n);
    const vGroups = new Int32Array(vStart[n]!);
    const vPos = new Int32Array(vStart[n]!);
    for (let g = 0; g < G; g++) {
      const s = this.gScope[g]!;
      for (let k = 0; k < s.length; k++) {
        const at = vFill[s[k]!]!++;
        vGroups[at] = g;
        vPos[at] = k;
      }
    }
    const pairStart = new Int32Array(G + 1);
    const pairA: number[] = [];
    const pairB: number[] = [];
    const interA: Int32Array[] = [];
    const interB: Int32Array[] = [];
    const maxOverlap = new Int32Array(G);
    const shared = new Int32Array(G);
    const touched: number[] = [];
    for (let a = 0; a < G; a++) {
      pairStart[a] = pairB.length;
      const s = this.gScope[a]!;
      if (!isPermutation(s, store)) continue;
      for (const x of s) {
        for (let e = vStart[x]!; e < vStart[x + 1]!; e++) {
          const b = vGroups[e]!;
          if (b === a) continue;
          if (shared[b] === 0) touched.push(b);
          shared[b]!++;
        }
      }
      touched.sort((u, v) => u - v);
      for (const b of touched) {
        const m = shared[b]!;
        shared[b] = 0;
        if (m < 2 || m >= this.gScope[b]!.length) continue;
        const ia = new Int32Array(m);
        const ib = new Int32Array(m);
        let q = 0;
        for (let k = 0; k < s.length; k++) {
          const x = s[k]!;
          for (let e = vStart[x]!; e < vStart[x + 1]!; e++) {
            if (vGroups[e] !== b) continue;
            ia[q] = k;
            ib[q++] = vPos[e]!;
            break;
          }
        }
        pairA.push(a);
        pairB.push(b);
        interA.push(ia);
        interB.push(ib);
        maxOverlap[a] = Math.max(maxOverlap[a]!, m);
      }
      touched.length = 0;
    }
    pairStart[G] = pairB.length;
    this.pairStart = pairStart;
    this.pairA = Int32Array.from(pairA);
    this.pairB = Int32Array.from(pairB);
    this.interA = interA;
    this.interB = interB;
    this.pairSize = Int32Array.from(interA, (ia) => ia.length);
    this.maxOverlap = maxOverlap;
    // The watched variables: members of the source groups.
    const localOf = new Int32Array(n).fill(-1);
    const locals: number[] = [];
    for (let g = 0; g < G; g++) {
      if (pairStart[g + 1] === pairStart[g]) continue;
      for (const x of this.gScope[g]!) {
        if (localOf[x]! < 0) {
          localOf[x] = locals.length;
          locals.push(x);
        }
      }
    }
    this.scope = Int32Array.from(locals);
    this.localOf = localOf;
    const vgStart = new Int32Array(locals.length + 1);
    for (let g = 0; g < G; g++) {
      if (pairStart[g + 1] === pairStart[g]) continue;
      for (const x of this.gScope[g]!) vgStart[localOf[x]! + 1]!++;
    }
    for (let l = 0; l < locals.length; l++) vgStart[l + 1]! += vgStart[l]!;
    const vgFill = vgStart.slice(0, locals.length);
    const vgList = new Int32Array(vgStart[locals.length]!);
    for (let g = 0; g < G; g++) {
      if (pairStart[g + 1] === pairStart[g]) continue;
      for (const x of this.gScope[g]!) vgList[vgFill[localOf[x]!]!++] = g;
    }
    this.vgStart = vgStart;
    this.vgList = vgList;
    this.pBase = new Int32Array(G);
    this.pWords = new Int32Array(G);
    this.pMembers = new Array<Int32Array>(G).fill(new Int32Array(0));
    this.maskAt = new Int32Array(pairB.length + 1);
    this.holderAt = new Int32Array(G);
    this.byBitAt = new Int32Array(G);
    this.dirty = new Int32Array(G);
    this.inDirty = new Uint8Array(G);
  }

  /** How many (permutation group, overlapping group) pairs the rule watches. */
  get pairs(): number {
    return this.pairB.length;
  }

  /** Watches every removal of the source groups' members. */
  attach(engine: PropagationEngine): void {
    for (let l = 0; l < this.scope.length; l++) engine.subscribe(this.scope[l]!, this, EV_DOMAIN, l);
  }

  /**
   * Notes the (group, value) entries a change of watched variable `local` may have made
   * checkable: its removals, read from the end of the explainer's trail (the engine calls this
   * right after the tracer recorded them). Before the layout there is no trail: its groups are
   * checked whole.
   */
  override notify(local: number, _events: number): boolean {
    if (this.scanAll) return true;
    const ex = this.ex;
    if (ex.layoutEpoch !== this.epoch || this.epoch === 0) {
      if (ex.layoutEpoch !== this.epoch) this.scanAll = true;
      else
        for (let e = this.vgStart[local]!; e < this.vgStart[local + 1]!; e++) this.addDirty(this.vgList[e]!);
      return true;
    }
    const y = this.scope[local]!;
    const tLit = ex.tLit;
    const atomVar = ex.atomVar;
    const atomBit = ex.atomBit;
    // The change's entries are the last ones with y's atoms (earlier ones of y, if adjacent, are
    // noted again: harmless, an entry is listed once).
    for (let t = ex.top - 1; t >= 0; t--) {
      const lit = tLit[t]!;
      if (atomVar[lit >> 1] !== y) break;
      if ((lit & 1) === 0) continue;
      const v = atomBit[lit >> 1]!;
      for (let e = this.vgStart[local]!; e < this.vgStart[local + 1]!; e++) this.consider(this.vgList[e]!, v);
    }
    return this.pendLen > 0;
  }

  /** Drops the gathered work (the search backjumps past it). */
  override clearPending(): void {
    for (let k = 0; k < this.pendLen; k++) this.mark[this.gOff[this.pendG[k]!]! + this.pendV[k]!] = 0;
    this.pendLen = 0;
    for (let k = 0; k < this.dirtyLen; k++) this.inDirty[this.dirty[k]!] = 0;
    this.dirtyLen = 0;
  }

  /** A new solve: every group is checked whole at the first run. */
  override reset(): void {
    this.clearPending();
    this.scanAll = true;
  }

  private addDirty(g: number): void {
    if (this.inDirty[g]) return;
    this.inDirty[g] = 1;
    this.dirty[this.dirtyLen++] = g;
  }

  // Lists (g, v) when its place count is small enough for an overlap to hold every place, and no
  // member is fixed to v (then value elimination does the work).
  private consider(g: number, v: number): void {
    const key = this.gOff[g]! + v;
    const ex = this.ex;
    const c = ex.counts[key]!;
    if (c < 2 || c > this.maxOverlap[g]! || ex.fixedCounts[key]! > 0 || this.mark[key] === 1) return;
    this.mark[key] = 1;
    if (this.pendLen === this.pendG.length) {
      const g2 = new Int32Array(this.pendLen * 2);
      g2.set(this.pendG);
      this.pendG = g2;
      const v2 = new Int32Array(this.pendLen * 2);
      v2.set(this.pendV);
      this.pendV = v2;
    }
    this.pendG[this.pendLen] = g;
    this.pendV[this.pendLen++] = v;
  }

  /** Checks the listed (group, value) entries (every one after a layout or reset) and prunes. */
  propagate(engine: PropagationEngine): boolean {
    const ex = this.ex;
    if (ex.layoutEpoch !== this.epoch) {
      this.refresh();
      this.scanAll = true;
    }
    if (this.scanAll) {
      this.clearPending();
      this.scanAll = false;
      for (let g = 0; g < this.gScope.length; g++)
        if (this.pairStart[g + 1] !== this.pairStart[g]) this.addDirty(g);
    }
    while (this.dirtyLen > 0) {
      const g = this.dirty[--this.dirtyLen]!;
      this.inDirty[g] = 0;
      for (let v = 0; v < this.gSpan[g]!; v++) this.consider(g, v);
    }
    while (this.pendLen > 0) {
      const g = this.pendG[--this.pendLen]!;
      const v = this.pendV[this.pendLen]!;
      this.mark[this.gOff[g]! + v] = 0;
      if (!this.check(engine, g, v)) {
        this.clearPending();
        return false;
      }
    }
    return true;
  }

  // The rule for (A = g, v): v's places in A, read from the place sets, all in one overlap.
  private check(engine: PropagationEngine, g: number, v: number): boolean {
    const ex = this.ex;
    const key = this.gOff[g]! + v;
    const c = ex.counts[key]!;
    if (c < 2 || c > this.maxOverlap[g]! || ex.fixedCounts[key]! > 0) return true;
    const places = ex.places;
    const words = this.pWords[g]!;
    const at = this.pBase[g]! + v * words;
    let first = -1;
    for (let w = 0; w < words; w++) {
      const d = places[at + w]!;
      if (d !== 0) {
        first = (w << 5) + lowestBit(d);
        break;
      }
    }
    // No place among the members with place bits: a member fixed at the root holds v (counted, not
    // in the sets), which value elimination handles.
    if (first < 0) return true;
    const masks = this.masks;
    // Only the overlaps that hold the first place can hold them all.
    const byBit = this.byBitAt[g]! + first;
    const end = this.byBitStart[byBit + 1]!;
    for (let q = this.byBitStart[byBit]!; q < end; q++) {
      const p = this.byBitPairs[q]!;
      if (this.pairSize[p]! < c) continue;
      const m = this.maskAt[p]!;
      let inside = true;
      for (let w = 0; w < words; w++) {
        if ((places[at + w]! & ~masks[m + w]!) !== 0) {
          inside = false;
          break;
        }
      }
      if (inside && !this.prune(engine, p, g, v)) return false;
    }
    return true;
  }

  // Removes v from B's members outside A (B's place bits of v outside the shared mask).
  private prune(engine: PropagationEngine, p: number, g: number, v: number): boolean {
    const ex = this.ex;
    const s = this.store;
    const b = this.pairB[p]!;
    const bWords = this.pWords[b]!;
    const bAt = this.pBase[b]! + v * bWords;
    const mB = this.maskAt[p]! + this.pWords[g]!;
    const masks = this.masks;
    const members = this.pMembers[b]!;
    const bScope = this.gScope[b]!;
    const laidOut = this.epoch > 0;
    for (let w = 0; w < bWords; w++) {
      let bits = ex.places[bAt + w]! & ~masks[mB + w]!;
      while (bits !== 0) {
        const y = bScope[members[(w << 5) + lowestBit(bits)]!]!;
        bits &= bits - 1;
        if (!s.has(y, v)) continue;
        if (s.size[y] === 1) {
          if (!laidOut) return false;
          const len = this.reasonOf(p, g, v);
          this.reason[len] = ex.eq(y, v);
          return ex.fail(this.reason, len + 1);
        }
        if (laidOut) this.why[ex.eq(y, v) >> 1] = p;
        if (!engine.remove(y, v)) return false;
        // A removal of v from a member of a source group may make that group's v checkable; the
        // engine does not tell this propagator of its own changes.
        const l = this.localOf[y]!;
        if (l < 0) continue;
        if (laidOut)
          for (let e = this.vgStart[l]!; e < this.vgStart[l + 1]!; e++) this.consider(this.vgList[e]!, v);
        else for (let e = this.vgStart[l]!; e < this.vgStart[l + 1]!; e++) this.addDirty(this.vgList[e]!);
      }
    }
    return true;
  }

  /**
   * Writes the reason of pair `p`'s pruning of value bit `v` (A = group `g`) into `reason` from
   * index 0: the `[z ≠ v]` of A's holders of `v` at the layout outside the overlap; returns its
   * length. Protected for tests that plant a wrong reason (the debug mode must catch it).
   */
  protected reasonOf(p: number, g: number, v: number): number {
    const from = this.holderStart[this.holderAt[g]! + v]!;
    const to = this.holderStart[this.holderAt[g]! + v + 1]!;
    if (this.reason.length < to - from + 1) this.reason = new Int32Array((to - from + 1) * 2);
    const m = this.maskAt[p]!;
    const masks = this.masks;
    let len = 0;
    for (let q = from; q < to; q++) {
      const j = this.holderBit[q]!;
      if ((masks[m + (j >>> 5)]! >>> (j & 31)) & 1) continue;
      this.reason[len++] = this.holderLit[q]! ^ 1;
    }
    return len;
  }

  /**
   * The reason of `[y ≠ v]` made true by this propagator, or of the `[y = w]` that removal left
   * (the removal is the entry right after it): the `[z ≠ v]` of the pair's holders of v outside
   * the overlap at the layout, all true since before the change.
   */
  explain(lit: number, _datum: number, out: IntBuffer): void {
    const ex = this.ex;
    if (this.epoch !== ex.layoutEpoch) throw new Error('overlap: asked for a reason across a layout');
    let atom = lit >> 1;
    if ((lit & 1) === 0) atom = ex.tLit[ex.apos[atom]! + 1]! >> 1;
    const p = this.why[atom]!;
    const len = this.reasonOf(p, this.pairA[p]!, ex.atomBit[atom]!);
    out.pushRange(this.reason, 0, len);
  }

  // Reads the explainer's layout: place-set bases, masks of the shared members, holders.
  private refresh(): void {
    const ex = this.ex;
    const G = this.gScope.length;
    this.epoch = ex.layoutEpoch;
    if (this.mark.length !== ex.counts.length) this.mark = new Uint8Array(ex.counts.length);
    else this.mark.fill(0);
    this.pendLen = 0;
    const bitOf: Int32Array[] = [];
    for (let g = 0; g < G; g++) {
      const off = this.gOff[g]!;
      this.pBase[g] = ex.placeBase(off);
      this.pWords[g] = ex.placeWords(off);
      const members = ex.placeMembers(off);
      this.pMembers[g] = members;
      const bo = new Int32Array(this.gScope[g]!.length).fill(-1);
      for (let j = 0; j < members.length; j++) bo[members[j]!] = j;
      bitOf.push(bo);
    }
    const P = this.pairB.length;
    let total = 0;
    for (let p = 0, g = 0; p < P; p++) {
      while (this.pairStart[g + 1]! <= p) g++;
      this.maskAt[p] = total;
      total += this.pWords[g]! + this.pWords[this.pairB[p]!]!;
    }
    this.maskAt[P] = total;
    const masks = new Int32Array(total);
    for (let p = 0, g = 0; p < P; p++) {
      while (this.pairStart[g + 1]! <= p) g++;
      const b = this.pairB[p]!;
      const m = this.maskAt[p]!;
      const mB = m + this.pWords[g]!;
      const ia = this.interA[p]!;
      const ib = this.interB[p]!;
      for (let q = 0; q < ia.length; q++) {
        const ja = bitOf[g]![ia[q]!]!;
        if (ja >= 0) masks[m + (ja >>> 5)]! |= 1 << (ja & 31);
        const jb = bitOf[b]![ib[q]!]!;
        if (jb >= 0) masks[mB + (jb >>> 5)]! |= 1 << (jb & 31);
      }
    }
    this.masks = masks;
    this.layoutByBit(bitOf);
    if (this.epoch > 0) {
      this.layoutHolders();
      this.why = new Int32Array(ex.atoms);
    }
  }

  // By source group and place bit, the pairs whose overlap holds that member (CSR).
  private layoutByBit(bitOf: readonly Int32Array[]): void {
    const G = this.gScope.length;
    let slots = 0;
    for (let g = 0; g < G; g++) {
      this.byBitAt[g] = slots;
      if (this.pairStart[g + 1] !== this.pairStart[g]) slots += this.pMembers[g]!.length;
    }
    const start = new Int32Array(slots + 1);
    for (let p = 0; p < this.pairB.length; p++) {
      const g = this.pairA[p]!;
      for (const k of this.interA[p]!) {
        const j = bitOf[g]![k]!;
        if (j >= 0) start[this.byBitAt[g]! + j + 1]!++;
      }
    }
    for (let k = 0; k < slots; k++) start[k + 1]! += start[k]!;
    const fill = start.slice(0, slots);
    const pairs = new Int32Array(start[slots]!);
    for (let p = 0; p < this.pairB.length; p++) {
      const g = this.pairA[p]!;
      for (const k of this.interA[p]!) {
        const j = bitOf[g]![k]!;
        if (j >= 0) pairs[fill[this.byBitAt[g]! + j]!++] = p;
      }
    }
    this.byBitStart = start;
    this.byBitPairs = pairs;
  }

  // The holders of each value of each source group at the layout (the members open then with an
  // atom for it), by value: a counting sort of their atoms, as `ExplainingAllDifferent` does.
  private layoutHolders(): void {
    const ex = this.ex;
    const G = this.gScope.length;
    let starts = 0;
    let atoms = 0;
    for (let g = 0; g < G; g++) {
      if (this.pairStart[g + 1] === this.pairStart[g]) continue;
      this.holderAt[g] = starts;
      starts += this.gSpan[g]! + 1;
      for (const k of this.pMembers[g]!) {
        const y = this.gScope[g]![k]!;
        atoms += ex.base[y + 1]! - ex.base[y]!;
      }
    }
    const start = new Int32Array(starts);
    const bits = new Int32Array(atoms);
    const lits = new Int32Array(atoms);
    let at = 0;
    for (let g = 0; g < G; g++) {
      if (this.pairStart[g + 1] === this.pairStart[g]) continue;
      const h = this.holderAt[g]!;
      const span = this.gSpan[g]!;
      const members = this.pMembers[g]!;
      const scope = this.gScope[g]!;
      for (const k of members) {
        const y = scope[k]!;
        for (let a = ex.base[y]!; a < ex.base[y + 1]!; a++) start[h + ex.atomBit[a]! + 1]!++;
      }
      start[h] = at;
      for (let i = 0; i < span; i++) start[h + i + 1]! += start[h + i]!;
      const fill = start.slice(h, h + span);
      for (let j = 0; j < members.length; j++) {
        const y = scope[members[j]!]!;
        for (let a = ex.base[y]!; a < ex.base[y + 1]!; a++) {
          const q = fill[ex.atomBit[a]!]!++;
          bits[q] = j;
          lits[q] = a << 1;
        }
      }
      at = start[h + span]!;
    }
    this.holderStart = start;
    this.holderBit = bits;
    this.holderLit = lits;
  }
}

// A permutation group: as many values in the union of its members' domains as members.
function isPermutation(scope: Int32Array, store: DomainStore): boolean {
  if (scope.length === 0) return false;
  const nw = store.nwords[scope[0]!]!;
  const union = new Int32Array(nw);
  for (const x of scope) {
    const st = store.start[x]!;
    for (let w = 0; w < nw; w++) union[w]! |= store.words[st + w]!;
  }
  let values = 0;
  for (let w = 0; w < nw; w++) values += popcount32(union[w]!);
  return values === scope.length;
}
