import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_BOUNDS_OR_ASSIGNED, EV_DOMAIN } from '../propagation/events.js';
import { PassPropagator } from '../propagation/PassPropagator.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR } from '../propagation/Propagator.js';
import { checkScope } from './checkScope.js';

/**
 * `globalCardinality`: for each value `values[j]`, the number of variables equal to it is
 * `counts[j]` (a variable) or lies in `low[j] .. high[j]`.
 *
 * Per value, the count lies between the variables fixed to it and those that may take it; each
 * count variable's bounds are narrowed to that range, a value whose count is at its maximum is
 * removed from the other variables, and one whose count is at its minimum is assigned to every
 * variable that may take it (domain consistency of each value's count taken alone). Across
 * values, pigeonhole: the counts sum to at most the number of variables and at least the number
 * of variables that must take a counted value (all of them when `closed`), which bounds each
 * count by the others' and fails when the bounds cannot be met. The rules repeat to a fixpoint.
 * This is weaker than Régin's flow-based GCC (no Hall sets of several values), and stated so.
 */
export class GlobalCardinalityPropagator extends PassPropagator {
  /** The counted variables, then the count variables. */
  readonly scope: Int32Array;
  private readonly xs: Int32Array;
  private readonly values: readonly number[];
  private readonly counts: Int32Array | null;
  private readonly low: Float64Array;
  private readonly high: Float64Array;
  private readonly closed: boolean;
  // Per (position i, value j) at i·m + j: store word and bit of the value (mask 0: never possible).
  private vWord: Int32Array = new Int32Array(0);
  private vMask: Int32Array = new Int32Array(0);
  // The counted values in each position's bit space, and where each position's words start.
  private cover: Int32Array = new Int32Array(0);
  private coverStart: Int32Array = new Int32Array(0);
  private readonly fixed: Int32Array;
  private readonly possible: Int32Array;
  private readonly cMin: Float64Array;
  private readonly cMax: Float64Array;

  /** Builds the constraint from count variables (`counts`) or from constant bounds (`low`, `high`). */
  constructor(
    xs: Int32Array,
    values: readonly number[],
    counts: Int32Array | null,
    low: readonly number[],
    high: readonly number[],
    closed: boolean,
  ) {
    super();
    const m = values.length;
    if (counts !== null ? counts.length !== m : low.length !== m || high.length !== m) {
      throw new InvalidModelError(`GlobalCardinalityPropagator: counts or bounds for ${m} values expected`);
    }
    this.xs = xs;
    this.values = values;
    this.counts = counts;
    this.low = Float64Array.from(low);
    this.high = Float64Array.from(high);
    this.closed = closed;
    this.scope = counts === null ? xs : Int32Array.from(new Set([...xs, ...counts]));
    this.fixed = new Int32Array(m);
    this.possible = new Int32Array(m);
    this.cMin = new Float64Array(m);
    this.cMax = new Float64Array(m);
    this.priority = PRIORITY_LINEAR;
    // A pass changes the counts the other values are reasoned on: always repeat to a fixpoint.
    this.repeats = true;
  }

  /** Resolves each value in each variable's bit space; wakes on removals and on count bounds. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    checkScope(s, this.scope, 'GlobalCardinalityPropagator');
    const n = this.xs.length;
    const m = this.values.length;
    this.vWord = new Int32Array(n * m);
    this.vMask = new Int32Array(n * m);
    const coverStart = new Int32Array(n + 1);
    for (let i = 0; i < n; i++) coverStart[i + 1] = coverStart[i]! + s.nwords[this.xs[i]!]!;
    const cover = new Int32Array(coverStart[n]!);
    for (let i = 0; i < n; i++) {
      const x = this.xs[i]!;
      for (let j = 0; j < m; j++) {
        const bit = this.values[j]! - s.offset[x]!;
        if (bit < 0 || bit >= s.nwords[x]! << 5) continue;
        this.vWord[i * m + j] = s.start[x]! + (bit >>> 5);
        this.vMask[i * m + j] = 1 << (bit & 31);
        cover[coverStart[i]! + (bit >>> 5)]! |= 1 << (bit & 31);
      }
    }
    this.cover = cover;
    this.coverStart = coverStart;
    const watched = new Set<number>();
    for (let i = 0; i < n; i++) {
      if (!watched.has(this.xs[i]!)) engine.subscribe(this.xs[i]!, this, EV_DOMAIN, i);
      watched.add(this.xs[i]!);
    }
    if (this.counts !== null) {
      for (const c of this.counts) {
        if (!watched.has(c)) engine.subscribe(c, this, EV_BOUNDS_OR_ASSIGNED, -1);
        watched.add(c);
      }
    }
  }

  /** Applies the per-value and pigeonhole rules until nothing changes; fails when the counts cannot be met. */
  override propagate(engine: PropagationEngine): boolean {
    if (this.closed) {
      for (let i = 0; i < this.xs.length; i++) {
        const x = this.xs[i]!;
        for (let k = 0, w = this.coverStart[i]!; w < this.coverStart[i + 1]!; k++, w++) {
          if (!engine.keepWord(x, k, this.cover[w]!)) return false;
        }
      }
    }
    return super.propagate(engine);
  }

  /** One pass of the per-value and pigeonhole rules; `false` means failure. */
  protected pass(engine: PropagationEngine): boolean {
    const s = engine.store;
    const words = s.words;
    const n = this.xs.length;
    const m = this.values.length;
    const { fixed, possible, cMin, cMax, vWord, vMask, counts } = this;
    fixed.fill(0);
    possible.fill(0);
    let inside = 0;
    for (let i = 0; i < n; i++) {
      const x = this.xs[i]!;
      const single = s.size[x] === 1;
      for (let j = 0; j < m; j++) {
        const mask = vMask[i * m + j]!;
        if (mask !== 0 && (words[vWord[i * m + j]!]! & mask) !== 0) {
          possible[j]!++;
          if (single) fixed[j]!++;
        }
      }
      let outside = false;
      const st = s.start[x]!;
      for (let k = 0, w = this.coverStart[i]!; w < this.coverStart[i + 1]!; k++, w++) {
        if ((words[st + k]! & ~this.cover[w]!) !== 0) outside = true;
      }
      if (!outside) inside++;
    }
    // Each count within its own range.
    let sumMin = 0;
    let sumMax = 0;
    for (let j = 0; j < m; j++) {
      if (counts !== null) {
        const c = counts[j]!;
        if (!engine.setMin(c, fixed[j]!) || !engine.setMax(c, possible[j]!)) return false;
        cMin[j] = s.min(c);
        cMax[j] = s.max(c);
      } else {
        if (this.low[j]! > possible[j]! || this.high[j]! < fixed[j]!) return false;
        cMin[j] = Math.max(this.low[j]!, fixed[j]!);
        cMax[j] = Math.min(this.high[j]!, possible[j]!);
      }
      sumMin += cMin[j]!;
      sumMax += cMax[j]!;
    }
    // Pigeonhole: inside ≤ Σ counts ≤ n.
    if (sumMin > n || sumMax < inside) return false;
    for (let j = 0; j < m; j++) {
      const top = n - (sumMin - cMin[j]!);
      const bottom = inside - (sumMax - cMax[j]!);
      if (top < cMax[j]!) {
        if (counts !== null && !engine.setMax(counts[j]!, top)) return false;
        cMax[j] = top;
      }
      if (bottom > cMin[j]!) {
        if (counts !== null && !engine.setMin(counts[j]!, bottom)) return false;
        cMin[j] = bottom;
      }
      if (cMin[j]! > cMax[j]!) return false;
    }
    // A count at its maximum closes its value to the others; at its minimum, assigns it.
    for (let j = 0; j < m; j++) {
      const atMax = cMax[j] === fixed[j];
      const atMin = cMin[j] === possible[j];
      if (fixed[j] === possible[j] || (!atMax && !atMin)) continue;
      for (let i = 0; i < n; i++) {
        const mask = vMask[i * m + j]!;
        const x = this.xs[i]!;
        if (mask === 0 || (words[vWord[i * m + j]!]! & mask) === 0 || s.size[x] === 1) continue;
        const bit = (vWord[i * m + j]! - s.start[x]!) * 32 + 31 - Math.clz32(mask);
        if (atMax ? !engine.remove(x, bit) : !engine.assign(x, bit)) return false;
      }
      // Fixed and possible counts of the other values changed: the caller repeats the pass.
      return true;
    }
    return true;
  }
}
