import type { LinearOp } from '../constraints/linear/LinearConstraint.js';
import { EV_ASSIGNED, EV_BOUNDS_OR_ASSIGNED, EV_DOMAIN } from '../propagation/events.js';
import { PassPropagator } from '../propagation/PassPropagator.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR } from '../propagation/Propagator.js';
import { checkScope } from './checkScope.js';

/**
 * `#{i : scope[i] ∈ values} op n`, `n` a variable or a constant (`count`, `among`), domain
 * consistent on every variable when they are distinct.
 *
 * Each variable is *in* (all its values counted), *out* (none) or undecided; the count can be
 * any number from `lo` (the ins) to `hi` (ins and undecided). So a count variable keeps exactly
 * its values the relation allows against some number in `lo..hi` (for `=`: `lo..hi` itself), and
 * an undecided variable loses the counted values only when `n` leaves no room above `lo`, or the
 * others only when it leaves none below `hi` (for `!=`: when one undecided variable is left and
 * `n` is fixed to one of the two counts). A call is one linear scan; with distinct variables it is
 * the fixpoint, and when a variable repeats (or `n` is counted too) it repeats until nothing
 * changes (sound, not necessarily consistent).
 */
export class AmongPropagator extends PassPropagator {
  /** The counted variables, then the count variable if any. */
  readonly scope: Int32Array;
  private readonly xs: Int32Array;
  private readonly values: readonly number[];
  private readonly op: LinearOp;
  private readonly countVar: number;
  private readonly limit: number;
  // The counted values in each position's bit space: words sMask[sStart[i] .. sStart[i+1]-1].
  private sMask: Int32Array = new Int32Array(0);
  private sStart: Int32Array = new Int32Array(0);

  /** Builds the count; `countVar` is -1 when the right-hand side is the constant `limit`. */
  constructor(xs: Int32Array, values: readonly number[], op: LinearOp, countVar: number, limit: number) {
    super();
    this.xs = xs;
    this.values = values;
    this.op = op;
    this.countVar = countVar;
    this.limit = limit;
    this.scope = countVar < 0 || xs.includes(countVar) ? xs : Int32Array.from([...xs, countVar]);
    this.repeats = new Set(xs).size !== xs.length || xs.includes(countVar);
    this.priority = PRIORITY_LINEAR;
  }

  /** Resolves the counted values in each variable's bit space; wakes on any removal of a counted variable. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    checkScope(s, this.scope, 'AmongPropagator');
    const n = this.xs.length;
    const sStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) sStart[i + 1] = sStart[i]! + s.nwords[this.xs[i]!]!;
    const sMask = new Int32Array(sStart[n]!);
    for (let i = 0; i < n; i++) {
      const x = this.xs[i]!;
      for (const w of this.values) {
        const bit = w - s.offset[x]!;
        if (bit >= 0 && bit < s.nwords[x]! << 5) sMask[sStart[i]! + (bit >>> 5)]! |= 1 << (bit & 31);
      }
    }
    this.sMask = sMask;
    this.sStart = sStart;
    for (let i = 0; i < n; i++) engine.subscribe(this.xs[i]!, this, EV_DOMAIN, i);
    if (this.countVar >= 0 && !this.xs.includes(this.countVar)) {
      engine.subscribe(this.countVar, this, this.op === '!=' ? EV_ASSIGNED : EV_BOUNDS_OR_ASSIGNED, -1);
    }
  }

  /** One pruning pass; `false` means failure. */
  protected pass(engine: PropagationEngine): boolean {
    const s = engine.store;
    const words = s.words;
    const xs = this.xs;
    const sMask = this.sMask;
    const sStart = this.sStart;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      const st = s.start[x]!;
      let anyIn = false;
      let anyOut = false;
      for (let k = 0, m = sStart[i]!; m < sStart[i + 1]!; k++, m++) {
        const w = words[st + k]!;
        if ((w & sMask[m]!) !== 0) anyIn = true;
        if ((w & ~sMask[m]!) !== 0) anyOut = true;
      }
      if (anyIn) {
        hi++;
        if (!anyOut) lo++;
      }
    }
    const c = this.countVar;
    let dropIn = false; // undecided variables lose the counted values
    let keepIn = false; // undecided variables keep only the counted values
    switch (this.op) {
      case '=':
        if (c >= 0) {
          if (!engine.setMin(c, lo) || !engine.setMax(c, hi)) return false;
        } else if (this.limit < lo || this.limit > hi) return false;
        dropIn = (c < 0 ? this.limit : s.max(c)) === lo;
        keepIn = (c < 0 ? this.limit : s.min(c)) === hi;
        break;
      case '<=':
        if (c >= 0) {
          if (!engine.setMin(c, lo)) return false;
        } else if (lo > this.limit) return false;
        dropIn = (c < 0 ? this.limit : s.max(c)) === lo;
        break;
      case '>=':
        if (c >= 0) {
          if (!engine.setMax(c, hi)) return false;
        } else if (hi < this.limit) return false;
        keepIn = (c < 0 ? this.limit : s.min(c)) === hi;
        break;
      default:
        if (lo === hi) {
          if (c >= 0) return engine.removeValue(c, lo);
          return this.limit !== lo;
        }
        if (hi - lo === 1 && (c < 0 || s.size[c] === 1)) {
          const k = c < 0 ? this.limit : s.min(c);
          dropIn = k === hi;
          keepIn = k === lo;
        }
    }
    if (lo === hi || (!dropIn && !keepIn)) return true;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      const st = s.start[x]!;
      let anyIn = false;
      let anyOut = false;
      for (let k = 0, m = sStart[i]!; m < sStart[i + 1]!; k++, m++) {
        const w = words[st + k]!;
        if ((w & sMask[m]!) !== 0) anyIn = true;
        if ((w & ~sMask[m]!) !== 0) anyOut = true;
      }
      if (!anyIn || !anyOut) continue;
      for (let k = 0, m = sStart[i]!; m < sStart[i + 1]!; k++, m++) {
        if (!engine.keepWord(x, k, dropIn ? ~sMask[m]! : sMask[m]!)) return false;
      }
    }
    return true;
  }
}
