import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_BOUNDS, EV_DOMAIN } from '../propagation/events.js';
import { PassPropagator } from '../propagation/PassPropagator.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { checkScope } from './checkScope.js';

/**
 * `n` = the number of distinct values of `xs` (repeats dropped): sound bounds reasoning, exact once
 * every `x` is fixed; not domain consistent (bounding the count from below is NP-hard in general).
 *
 * With `F` the distinct values of the fixed `xs` and `U` the number of unfixed ones:
 * - lower bound: `F` plus an independent set `I` of unfixed variables, built greedily smallest
 *   domain first, whose domains are disjoint from each other and from `F` (each must bring a value
 *   of its own: the bound of Bessière et al.'s atMostNValue);
 * - upper bound: the smaller of `F + U` and the size of the union of the domains;
 * - when that lower bound reaches `max(n)`, a variable outside `I` taking a value outside `F` and
 *   the domains of `I` would add one more value: such values go;
 * - when `F + U` equals `min(n)`, every unfixed variable must bring a new value: the values of `F`
 *   leave their domains.
 * Repeated until nothing changes. Marks are stamped arrays over the values the `xs` can hold,
 * allocated in `attach`; nothing survives a call.
 */
export class NValuePropagator extends PassPropagator {
  /** `n` first, then the distinct `xs`. */
  readonly scope: Int32Array;
  private readonly n: number;
  private readonly xs: Int32Array;
  private lo = 0;
  private fixedMark: Int32Array = new Int32Array(0);
  private unionMark: Int32Array = new Int32Array(0);
  private takenMark: Int32Array = new Int32Array(0);
  private stamp = 0;
  // The unfixed xs (positions in xs), smallest domain first, and which joined the independent set.
  private readonly order: Int32Array;
  private readonly chosen: Uint8Array;

  /** `n` = the number of distinct values among `xs`. */
  constructor(n: number, xs: ArrayLike<number>) {
    super();
    const distinct = [...new Set(Array.from(xs))];
    this.n = n;
    this.xs = Int32Array.from(distinct);
    this.scope = Int32Array.from([n, ...distinct]);
    this.order = new Int32Array(distinct.length);
    this.chosen = new Uint8Array(distinct.length);
    // The bounds reasoning is a relaxation: a pass can enable more pruning, so it always repeats.
    this.repeats = true;
  }

  /** Sizes the value marks to the values the `xs` can hold; wakes on `n`'s bounds, any `x` removal. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    checkScope(s, this.scope, 'NValuePropagator');
    let lo = Number.POSITIVE_INFINITY;
    let hi = Number.NEGATIVE_INFINITY;
    for (const x of this.xs) {
      lo = Math.min(lo, s.offset[x]!);
      hi = Math.max(hi, s.offset[x]! + (s.nwords[x]! << 5) - 1);
    }
    const range = this.xs.length === 0 ? 0 : hi - lo + 1;
    if (range > 1 << 24) {
      throw new InvalidModelError(`NValuePropagator: the variables span ${range} values, too many to mark`);
    }
    this.lo = this.xs.length === 0 ? 0 : lo;
    this.fixedMark = new Int32Array(range);
    this.unionMark = new Int32Array(range);
    this.takenMark = new Int32Array(range);
    engine.subscribe(this.n, this, EV_BOUNDS, 0);
    for (let i = 0; i < this.xs.length; i++) engine.subscribe(this.xs[i]!, this, EV_DOMAIN, i + 1);
  }

  private nextStamp(): number {
    if (this.stamp === 0x7fffffff) {
      this.fixedMark.fill(0);
      this.unionMark.fill(0);
      this.takenMark.fill(0);
      this.stamp = 0;
    }
    return ++this.stamp;
  }

  /** One pruning pass; `false` means failure. */
  protected pass(engine: PropagationEngine): boolean {
    const s = engine.store;
    const xs = this.xs;
    const lo = this.lo;
    const fixed = this.fixedMark;
    const union = this.unionMark;
    const taken = this.takenMark;
    const st = this.nextStamp();
    let F = 0;
    let U = 0;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      if (s.size[x] !== 1) {
        U++;
        continue;
      }
      const at = s.value(x) - lo;
      if (fixed[at] !== st) {
        fixed[at] = st;
        taken[at] = st;
        F++;
      }
    }
    // The union of the domains, counted only as far as it can lower F + U.
    let unionSize = 0;
    for (let i = 0; i < xs.length && unionSize < F + U; i++) {
      const x = xs[i]!;
      const start = s.start[x]!;
      const base = s.offset[x]! - lo;
      for (let k = 0; k < s.nwords[x]!; k++) {
        let w = s.words[start + k]!;
        while (w !== 0) {
          const low = w & -w;
          const at = base + (k << 5) + 31 - Math.clz32(low);
          w ^= low;
          if (union[at] !== st) {
            union[at] = st;
            unionSize++;
          }
        }
      }
    }
    // Greedy lower bound: unfixed variables, smallest domain first (insertion sort: no allocation),
    // whose domains are disjoint from everything taken so far.
    const order = this.order;
    const chosen = this.chosen;
    let u = 0;
    for (let i = 0; i < xs.length; i++) {
      chosen[i] = 0;
      const size = s.size[xs[i]!]!;
      if (size === 1) continue;
      let j = u++;
      while (j > 0 && s.size[xs[order[j - 1]!]!]! > size) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = i;
    }
    let lower = F;
    for (let t = 0; t < u; t++) {
      const i = order[t]!;
      const x = xs[i]!;
      const start = s.start[x]!;
      const base = s.offset[x]! - lo;
      let disjoint = true;
      for (let k = 0; k < s.nwords[x]! && disjoint; k++) {
        let w = s.words[start + k]!;
        while (w !== 0) {
          const low = w & -w;
          w ^= low;
          if (taken[base + (k << 5) + 31 - Math.clz32(low)] === st) {
            disjoint = false;
            break;
          }
        }
      }
      if (!disjoint) continue;
      lower++;
      chosen[i] = 1;
      for (let k = 0; k < s.nwords[x]!; k++) {
        let w = s.words[start + k]!;
        while (w !== 0) {
          const low = w & -w;
          w ^= low;
          taken[base + (k << 5) + 31 - Math.clz32(low)] = st;
        }
      }
    }
    const upper = Math.min(F + U, unionSize);
    if (!engine.setMin(this.n, lower) || !engine.setMax(this.n, upper)) return false;
    if (U === 0) return true;
    // Saturation: the independent set already reaches the most values allowed (values outside
    // F and its domains go), or every unfixed x must add a value (the values of F go).
    const onlyTaken = lower === s.max(this.n);
    const onlyNew = F + U === s.min(this.n);
    if (!onlyTaken && !onlyNew) return true;
    for (let i = 0; i < xs.length; i++) {
      const x = xs[i]!;
      if (s.size[x] === 1) continue;
      // A member of the independent set holds nothing outside its own domain and F.
      if (chosen[i] === 1) continue;
      const start = s.start[x]!;
      const off = s.offset[x]!;
      for (let k = 0; k < s.nwords[x]!; k++) {
        let w = s.words[start + k]!;
        while (w !== 0) {
          const low = w & -w;
          w ^= low;
          const value = off + (k << 5) + 31 - Math.clz32(low);
          const drop = (onlyTaken && taken[value - lo] !== st) || (onlyNew && fixed[value - lo] === st);
          if (drop && !engine.removeValue(x, value)) return false;
        }
      }
    }
    return true;
  }
}
