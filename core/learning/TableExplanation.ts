import { ATOM_NEQ, ATOM_OPEN, type Explainer, type LazyReasoner } from './Explainer.js';
import type { IntBuffer } from './IntBuffer.js';

/**
 * Explains the prunings and failures of an allowed-tuples (table) propagator lazily: a value
 * `[x ≠ w]` was removed because every tuple with `x = w` had lost one of its other values, so its
 * reason names one such lost value per tuple (`[y ≠ u]`, removed before the change). A failure
 * names one lost value per tuple. This is the clause the support encoding of a table would hold,
 * cut down to the removals that mattered, instead of every removal on the scope.
 *
 * The propagator itself is unchanged: it is registered with {@link Explainer.explainWith}, and its
 * changes are explained from the trail when conflict analysis asks.
 */
export class TableExplanation implements LazyReasoner {
  private readonly ex: Explainer;
  private readonly scope: Int32Array;
  private readonly arity: number;
  // Tuples as bits of their variables' value layouts (tuples with a value outside its variable's
  // bit range are left out: never valid, no reason needed), and as `[x = v]` literals of the
  // explainer's current layout (refreshed when it changes).
  private readonly bits: Int32Array;
  private lits: Int32Array = new Int32Array(0);
  private epoch = -1;
  private readonly count: number;
  // Atoms already chosen in the explanation being built (a shared one covers several tuples).
  private chosen: Int32Array = new Int32Array(0);
  private stamp = 0;

  /** The explanation of the table `tuples` (flattened, in value space) over `scope`. */
  constructor(ex: Explainer, scope: Int32Array, tuples: Int32Array, offsets: ArrayLike<number>) {
    this.ex = ex;
    this.scope = scope;
    const arity = scope.length;
    this.arity = arity;
    const count = arity === 0 ? 0 : tuples.length / arity;
    const bits = new Int32Array(count * arity);
    let live = 0;
    for (let t = 0; t < count; t++) {
      let ok = true;
      for (let p = 0; p < arity; p++) {
        const x = scope[p]!;
        const i = tuples[t * arity + p]! - offsets[x]!;
        if (!Number.isInteger(i) || i < 0 || i >= ex.spans[x]!) ok = false;
        else bits[live * arity + p] = i;
      }
      if (ok) live++;
    }
    this.bits = bits.slice(0, live * arity);
    this.count = live;
  }

  /** The tuples' literals in the explainer's current atom layout. */
  private refresh(): void {
    const ex = this.ex;
    if (this.epoch === ex.layoutEpoch) return;
    this.epoch = ex.layoutEpoch;
    const arity = this.arity;
    const lits = new Int32Array(this.bits.length);
    for (let k = 0; k < lits.length; k++) lits[k] = ex.eq(this.scope[k % arity]!, this.bits[k]!);
    this.lits = lits;
    this.chosen = new Int32Array(ex.atoms);
    this.stamp = 0;
  }

  /**
   * The reason of trail literal `lit`: for `[x ≠ w]`, every tuple with `x = w` killed; for
   * `[x = v]` (a change that left one value), every tuple holding one of the values that change
   * removed.
   */
  explain(lit: number, _datum: number, out: IntBuffer): void {
    this.refresh();
    const ex = this.ex;
    const atom = lit >> 1;
    const t = ex.apos[atom]!;
    const x = ex.atomVar[atom]!;
    const p = this.position(x);
    const stamp = ++this.stamp;
    if (lit & 1) {
      this.killers(p, atom, t, stamp, out);
      return;
    }
    // `[x = v]`: the values of x this change removed are those not removed before it.
    const end = ex.base[x + 1]!;
    for (let a = ex.base[x]!; a < end; a++) {
      if (a === atom || (ex.aval[a] === ATOM_NEQ && ex.apos[a]! < t)) continue;
      this.killers(p, a, t, stamp, out);
    }
  }

  /** The nogood of a failure (no tuple left): one removed value per tuple, all on the trail now. */
  explainConflict(out: IntBuffer): void {
    this.refresh();
    this.killers(-1, -1, this.ex.top, ++this.stamp, out);
  }

  /**
   * Pushes, for every tuple whose position `p` holds atom `a` (every tuple when `p` is -1), one
   * `[y ≠ u]` of another position removed before trail position `before`, preferring one already
   * chosen. A value removed at the root is the constant `TRUE_LIT` (level 0, shared).
   */
  private killers(p: number, a: number, before: number, stamp: number, out: IntBuffer): void {
    const ex = this.ex;
    const aval = ex.aval;
    const apos = ex.apos;
    const lits = this.lits;
    const arity = this.arity;
    const chosen = this.chosen;
    for (let at = 0; at < this.count * arity; at += arity) {
      if (p >= 0 && lits[at + p] !== a << 1) continue;
      let pick = -1;
      for (let q = 0; q < arity; q++) {
        if (q === p) continue;
        // `[y ≠ u]`, removed before `before` when it is true there.
        const ne = lits[at + q]! ^ 1;
        const b = ne >> 1;
        const st = aval[b]!;
        if (st === ATOM_OPEN || (st === ATOM_NEQ) !== ((ne & 1) === 1) || apos[b]! >= before) continue;
        if (chosen[b] === stamp) {
          pick = -2;
          break;
        }
        // The earliest removal: it sits at the lowest level, where it costs the nogood least.
        if (pick < 0 || apos[b]! < apos[pick >> 1]!) pick = ne;
      }
      if (pick === -2) continue;
      if (pick < 0) throw new Error('table explanation: a tuple was lost without a removed value');
      chosen[pick >> 1] = stamp;
      out.push(pick);
    }
  }

  private position(x: number): number {
    const scope = this.scope;
    for (let q = 0; q < scope.length; q++) if (scope[q] === x) return q;
    return -1;
  }
}
