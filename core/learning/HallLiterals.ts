import type { DomainStore } from '../domain/DomainStore.js';
import { lowestBit } from '../util/bits.js';
import type { Explainer } from './Explainer.js';

/**
 * The literal lists of Hall-set explanations over one all-different group: for a member `y` and a
 * value set `V`, the removals `[y ≠ w]` of the values `w` outside (or inside) `V` that `y` still
 * had after the root propagation. Values the root removed are constant literals, left out (removals
 * made at level 0 later stay: conflict analysis drops them, and with the blocking nogoods of an
 * enumeration they may not follow from the model alone, which the debug mode checks). A member
 * fixed now whose fixing is one literal and would replace two or more removals gives that
 * `[y = u]` instead (it implies each of them).
 *
 * The lists are appended to one buffer, {@link HallLiterals.lits}, cleared by
 * {@link HallLiterals.begin}: a propagator builds several reasons in one run and hands each
 * range to the explainer.
 */
export class HallLiterals {
  /** The literals built since {@link HallLiterals.begin}, in `lits[0 .. length - 1]`. */
  lits: Int32Array = new Int32Array(64);
  /** Used length of {@link HallLiterals.lits}. */
  length = 0;
  private readonly scope: Int32Array;
  private readonly store: DomainStore;
  private readonly ex: Explainer;
  private readonly nw: number;
  // Each member's values open at the layout (bits with an atom), `nw` words per member.
  private readonly rootDom: Int32Array;
  private epoch = -1;

  /** Literal lists over the members `scope` (one value layout of `nw` words per member in `store`). */
  constructor(scope: Int32Array, store: DomainStore, ex: Explainer) {
    this.scope = scope;
    this.store = store;
    this.ex = ex;
    this.nw = scope.length === 0 ? 1 : store.nwords[scope[0]!]!;
    this.rootDom = new Int32Array(scope.length * this.nw);
  }

  /**
   * Reads the members' open values again when the explainer has laid out its atoms anew (before
   * the first layout there are no literals: the root propagation needs no reasons).
   */
  refresh(): void {
    const ex = this.ex;
    if (this.epoch === ex.layoutEpoch) return;
    this.epoch = ex.layoutEpoch;
    const root = this.rootDom;
    root.fill(0);
    if (ex.layoutEpoch === 0) return;
    const nw = this.nw;
    for (let k = 0; k < this.scope.length; k++) {
      const x = this.scope[k]!;
      const span = Math.min(ex.spans[x]!, nw << 5);
      for (let i = 0; i < span; i++) if (ex.eq(x, i) > 1) root[k * nw + (i >>> 5)]! |= 1 << (i & 31);
    }
  }

  /** Clears the buffer. */
  begin(): void {
    this.length = 0;
  }

  /** Appends member `k`'s removals of open values outside `vals` (`nw` words). */
  addOutside(k: number, vals: Int32Array): void {
    this.add(k, vals, -1);
  }

  /** Appends member `k`'s removals of open values inside `vals` (`nw` words). */
  addInside(k: number, vals: Int32Array): void {
    this.add(k, vals, 0);
  }

  // `flip` -1 takes the values outside `vals`, 0 those inside.
  private add(k: number, vals: Int32Array, flip: number): void {
    const ex = this.ex;
    const nw = this.nw;
    const x = this.scope[k]!;
    const root = this.rootDom;
    const rb = k * nw;
    const mark = this.length;
    let count = 0;
    for (let w = 0; w < nw; w++) {
      let bits = root[rb + w]! & (vals[w]! ^ flip);
      while (bits !== 0) {
        const i = (w << 5) + lowestBit(bits);
        bits &= bits - 1;
        this.push(ex.neq(x, i));
        count++;
      }
    }
    if (count >= 2 && this.store.size[x] === 1) {
      // One `[x = u]` implies every removal listed.
      const eq = ex.eq(x, this.store.minIndex(x));
      this.length = mark;
      if (eq > 1) this.push(eq);
    }
  }

  private push(lit: number): void {
    if (this.length === this.lits.length) {
      const grown = new Int32Array(this.lits.length * 2);
      grown.set(this.lits);
      this.lits = grown;
    }
    this.lits[this.length++] = lit;
  }
}
