import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import { PassPropagator } from '../propagation/PassPropagator.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { checkScope } from './checkScope.js';

/**
 * `m = min(xs)` (`sense` 1) or `m = max(xs)` (`sense` -1), domain consistent when `m` is not one
 * of `xs` (repeats in `xs` are dropped: they do not change the extremum).
 *
 * The reasoning is written for the minimum; the maximum runs the same code on negated values
 * (`t = sense · value`). With `h1 ≤ h2` the two smallest maxima of the `xs` and `Mᵢ` the smallest
 * maximum of the others (`h2` for the variable holding `h1`, else `h1`):
 * - a value `v` of `m` has a support iff some `xᵢ` holds `v` and `v ≤ h1` (every `x` can be ≥ v);
 * - a value `w` of `xᵢ` has a support iff `m` can equal `w` with `w ≤ Mᵢ` (xᵢ is the minimum), or
 *   `w ≥ vᵢ`, where `vᵢ` is the smallest value of `m` that is ≤ `Mᵢ` and held by another `x`
 *   (that one is the minimum, xᵢ sits above it).
 * Pruning exactly the unsupported values removes no support of the others, so one pass is a
 * fixpoint. When `m` is also in `xs` the pass is a sound relaxation (each occurrence reasoned on
 * separately) and repeats until nothing changes.
 *
 * A pass costs O(|xs| · |D(m)|) membership tests plus a walk over the pruned values; the scratch
 * arrays are allocated once, in `attach`, and nothing survives a call (no backtrackable state).
 */
export class ExtremumPropagator extends PassPropagator {
  /** `m` first, then the distinct `xs`. */
  readonly scope: Int32Array;
  private readonly m: number;
  private readonly xs: Int32Array;
  private readonly sense: 1 | -1;
  // D(m) in ascending t order, and how many xs hold each of those values.
  private vals: Float64Array = new Float64Array(0);
  private cnt: Int32Array = new Int32Array(0);

  /** `m = min(xs)` for `sense` 1, `m = max(xs)` for `sense` -1. */
  constructor(m: number, xs: ArrayLike<number>, sense: 1 | -1) {
    super();
    const distinct = [...new Set(Array.from(xs))];
    if (distinct.length === 0) throw new InvalidModelError('ExtremumPropagator: no variables');
    this.m = m;
    this.xs = Int32Array.from(distinct);
    this.sense = sense;
    this.repeats = distinct.includes(m);
    this.scope = Int32Array.from([m, ...distinct]);
  }

  /** Sizes the scratch arrays to `m`'s bit span; wakes on any removal from `m` or an `x`. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    checkScope(s, this.scope, 'ExtremumPropagator');
    const span = s.nwords[this.m]! << 5;
    this.vals = new Float64Array(span);
    this.cnt = new Int32Array(span);
    engine.subscribe(this.m, this, EV_DOMAIN, 0);
    for (let i = 0; i < this.xs.length; i++) engine.subscribe(this.xs[i]!, this, EV_DOMAIN, i + 1);
  }

  /** One pruning pass; `false` means failure. */
  protected pass(engine: PropagationEngine): boolean {
    const s = engine.store;
    const sense = this.sense;
    const m = this.m;
    const xs = this.xs;
    const n = xs.length;
    // The two smallest maxima (in t space) and who holds the smallest.
    let h1 = Number.POSITIVE_INFINITY;
    let h2 = Number.POSITIVE_INFINITY;
    let h1At = -1;
    for (let i = 0; i < n; i++) {
      const x = xs[i]!;
      const hi = sense === 1 ? s.max(x) : -s.min(x);
      if (hi < h1) {
        h2 = h1;
        h1 = hi;
        h1At = i;
      } else if (hi < h2) h2 = hi;
    }
    // D(m), ascending in t, with the number of xs holding each value.
    const vals = this.vals;
    const cnt = this.cnt;
    let count = 0;
    const start = s.start[m]!;
    const nw = s.nwords[m]!;
    const off = s.offset[m]!;
    if (sense === 1) {
      for (let k = 0; k < nw; k++) {
        let w = s.words[start + k]!;
        while (w !== 0) {
          const low = w & -w;
          vals[count++] = off + (k << 5) + 31 - Math.clz32(low);
          w ^= low;
        }
      }
    } else {
      for (let k = nw - 1; k >= 0; k--) {
        let w = s.words[start + k]!;
        while (w !== 0) {
          const high = 31 - Math.clz32(w);
          vals[count++] = -(off + (k << 5) + high);
          w ^= 1 << high;
        }
      }
    }
    for (let t = 0; t < count; t++) {
      const value = sense * vals[t]!;
      let c = 0;
      for (let i = 0; i < n; i++) if (s.hasValue(xs[i]!, value)) c++;
      cnt[t] = c;
    }
    // m: held by some x, and no larger than every x can be.
    for (let t = 0; t < count; t++) {
      if ((cnt[t] === 0 || vals[t]! > h1) && !engine.removeValue(m, sense * vals[t]!)) return false;
    }
    // Each x: a value below vᵢ must be m's own value, at most Mᵢ.
    for (let i = 0; i < n; i++) {
      const x = xs[i]!;
      const mi = i === h1At ? h2 : h1;
      let vi = Number.POSITIVE_INFINITY;
      for (let t = 0; t < count; t++) {
        const v = vals[t]!;
        if (v > mi) break;
        if (cnt[t]! - (s.hasValue(x, sense * v) ? 1 : 0) > 0) {
          vi = v;
          break;
        }
      }
      const lo = sense === 1 ? s.min(x) : -s.max(x);
      const hi = sense === 1 ? s.max(x) : -s.min(x);
      const top = Math.min(hi, vi - 1);
      for (let w = lo; w <= top; w++) {
        const value = sense * w;
        if (!s.hasValue(x, value)) continue;
        if (w <= mi && s.hasValue(m, value)) continue;
        if (!engine.removeValue(x, value)) return false;
      }
    }
    return true;
  }
}
