import type { LinearOp } from '../constraints/linear/LinearConstraint.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_ANY } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE, Propagator } from '../propagation/Propagator.js';
import { popcount32 } from '../util/bits.js';

/**
 * `Σ coeffs[i]·scope[i] op rhs` where some terms form *groups*: variables with one coefficient and
 * one domain layout that must take pairwise different values (they share an all-different).
 *
 * Why: bounds reasoning on a sum treats its variables as independent, so a long arrow shaft of
 * seven cells in one box may sum to 7 for it; this propagator knows those seven take seven
 * different values, at least 1 + … + 7 = 28. A group of `k` contributes at least the sum of the
 * `k` least values of the union of its domains (and at least the sum of its minima), at most the
 * sum of the `k` greatest (and at most the sum of its maxima); every variable's bounds are cut
 * against the rest of its group bounded the same way with `k − 1`, and the other terms by their
 * bounds. Sound for any partition into such groups (a looser bound than the exact distinct sum,
 * which `DistinctSumPropagator` gives where the whole scope is one group). A union with fewer
 * values than its group has members fails (pigeonhole).
 *
 * Works on one-word stores only (the unions are single words); elsewhere it prunes nothing, which
 * is sound: the linear propagator posted next to it enforces the sum by bounds.
 */
export class GroupedSumPropagator extends Propagator {
  /** The variables. */
  readonly scope: Int32Array;
  /** One coefficient per variable. */
  readonly coeffs: Int32Array;
  /** Group of each term (`0..groups−1`); a term alone in its group is a plain bounds term. */
  readonly groupOf: Int32Array;
  /** The comparison (`=`, `<=` or `>=`). */
  readonly op: LinearOp;
  /** The right-hand side. */
  readonly rhs: number;
  private readonly groups: number;
  // Per group, filled on each call: coefficient, member count, common offset, union of domains,
  // sum of minima and maxima, and the group's bounds of Σ members.
  private readonly gCoeff: Int32Array;
  private readonly gSize: Int32Array;
  private readonly gOffset: Int32Array;
  private readonly gUnion: Int32Array;
  private readonly gMinSum: Float64Array;
  private readonly gMaxSum: Float64Array;
  private readonly gLo: Float64Array;
  private readonly gHi: Float64Array;
  private readonly gMixed: Uint8Array;
  // Per group: the least and greatest sums of k − 1 different values of its union (the rest of the
  // group, the same for each member, so computed once per round).
  private readonly gRestLeast: Float64Array;
  private readonly gRestGreatest: Float64Array;

  /** Builds the propagator; throws `InvalidModelError` on malformed input. */
  constructor(scope: Int32Array, coeffs: Int32Array, groupOf: Int32Array, op: LinearOp, rhs: number) {
    super();
    if (coeffs.length !== scope.length || groupOf.length !== scope.length) {
      throw new InvalidModelError('GroupedSumPropagator: scope, coefficients and groups differ in length');
    }
    if (op !== '=' && op !== '<=' && op !== '>=') {
      throw new InvalidModelError(`GroupedSumPropagator: operator '${String(op)}' (only =, <=, >=)`);
    }
    let groups = 0;
    for (const g of groupOf) {
      if (!(g >= 0)) throw new InvalidModelError(`GroupedSumPropagator: group ${g}`);
      if (g + 1 > groups) groups = g + 1;
    }
    for (let i = 0; i < scope.length; i++) {
      for (let j = 0; j < i; j++) {
        if (groupOf[i] === groupOf[j] && coeffs[i] !== coeffs[j]) {
          throw new InvalidModelError('GroupedSumPropagator: a group mixes coefficients');
        }
      }
    }
    this.scope = scope;
    this.coeffs = coeffs;
    this.groupOf = groupOf;
    this.op = op;
    this.rhs = rhs;
    this.groups = groups;
    this.gCoeff = new Int32Array(groups);
    this.gSize = new Int32Array(groups);
    this.gOffset = new Int32Array(groups);
    this.gUnion = new Int32Array(groups);
    this.gMinSum = new Float64Array(groups);
    this.gMaxSum = new Float64Array(groups);
    this.gLo = new Float64Array(groups);
    this.gHi = new Float64Array(groups);
    this.gMixed = new Uint8Array(groups);
    this.gRestLeast = new Float64Array(groups);
    this.gRestGreatest = new Float64Array(groups);
    for (let i = 0; i < scope.length; i++) {
      this.gCoeff[groupOf[i]!] = coeffs[i]!;
      this.gSize[groupOf[i]!]! += 1;
    }
    // After the plain linear bounds, which are cheaper and catch most of it.
    this.priority = PRIORITY_EXPENSIVE;
  }

  /** Subscribes to every change (holes in a group's domains move its bounds). */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    for (let i = 0; i < this.scope.length; i++) {
      const v = this.scope[i]!;
      if (!Number.isInteger(v) || v < 0 || v >= s.n) {
        throw new InvalidModelError(`GroupedSumPropagator: unknown variable index ${v}`);
      }
      // A group whose members' bit 0 stand for different values has no meaningful union of
      // words: it keeps only the sums of its minima and maxima (plain bounds).
      const g = this.groupOf[i]!;
      if (s.offset[v] !== s.offset[this.scope[this.groupOf.indexOf(g)]!]) this.gMixed[g] = 1;
      engine.subscribe(v, this, EV_ANY, i);
    }
  }

  /** Tightens bounds to a fixpoint of the grouped bounds. */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    if (!s.oneWord) return true;
    const words = s.words;
    const offset = s.offset;
    const scope = this.scope;
    const n = scope.length;
    const upper = this.op !== '>=';
    const lower = this.op !== '<=';
    for (let round = 0; round < 64; round++) {
      this.gUnion.fill(0);
      this.gMinSum.fill(0);
      this.gMaxSum.fill(0);
      for (let i = 0; i < n; i++) {
        const v = scope[i]!;
        const w = words[v]!;
        const g = this.groupOf[i]!;
        this.gUnion[g]! |= w;
        this.gOffset[g] = offset[v]!;
        this.gMinSum[g]! += offset[v]! + 31 - Math.clz32(w & -w);
        this.gMaxSum[g]! += offset[v]! + 31 - Math.clz32(w);
      }
      let sumLo = 0;
      let sumHi = 0;
      for (let g = 0; g < this.groups; g++) {
        const k = this.gSize[g]!;
        const u = this.gUnion[g]!;
        if (this.gMixed[g] === 1) {
          this.gLo[g] = this.gMinSum[g]!;
          this.gHi[g] = this.gMaxSum[g]!;
          const c = this.gCoeff[g]!;
          sumLo += c >= 0 ? c * this.gLo[g]! : c * this.gHi[g]!;
          sumHi += c >= 0 ? c * this.gHi[g]! : c * this.gLo[g]!;
          continue;
        }
        if (k > 1 && popcount32(u) < k) return false;
        const lo = Math.max(this.gMinSum[g]!, leastSum(u, k, this.gOffset[g]!));
        const hi = Math.min(this.gMaxSum[g]!, greatestSum(u, k, this.gOffset[g]!));
        if (lo > hi) return false;
        this.gLo[g] = lo;
        this.gHi[g] = hi;
        if (k > 1) {
          this.gRestLeast[g] = leastSum(u, k - 1, this.gOffset[g]!);
          this.gRestGreatest[g] = greatestSum(u, k - 1, this.gOffset[g]!);
        }
        const c = this.gCoeff[g]!;
        sumLo += c >= 0 ? c * lo : c * hi;
        sumHi += c >= 0 ? c * hi : c * lo;
      }
      if (upper && sumLo > this.rhs) return false;
      if (lower && sumHi < this.rhs) return false;
      let changed = false;
      for (let i = 0; i < n; i++) {
        const v = scope[i]!;
        const g = this.groupOf[i]!;
        const c = this.gCoeff[g]!;
        if (c === 0) continue;
        const k = this.gSize[g]!;
        const w = words[v]!;
        const min = offset[v]! + 31 - Math.clz32(w & -w);
        const max = offset[v]! + 31 - Math.clz32(w);
        // The rest of the group: k − 1 different values from the union, and its members' bounds.
        let restLo = 0;
        let restHi = 0;
        if (k > 1 && this.gMixed[g] === 1) {
          restLo = this.gMinSum[g]! - min;
          restHi = this.gMaxSum[g]! - max;
        } else if (k > 1) {
          restLo = Math.max(this.gMinSum[g]! - min, this.gRestLeast[g]!);
          restHi = Math.min(this.gMaxSum[g]! - max, this.gRestGreatest[g]!);
        }
        // The other groups, by the totals without this group's share.
        const outLo = sumLo - (c >= 0 ? c * this.gLo[g]! : c * this.gHi[g]!);
        const outHi = sumHi - (c >= 0 ? c * this.gHi[g]! : c * this.gLo[g]!);
        // c·(x + rest) ≤ rhs − outLo and c·(x + rest) ≥ rhs − outHi bound t = x + rest.
        let tMax = Number.POSITIVE_INFINITY;
        let tMin = Number.NEGATIVE_INFINITY;
        if (upper) {
          if (c > 0) tMax = Math.floor((this.rhs - outLo) / c);
          else tMin = Math.ceil((this.rhs - outLo) / c);
        }
        if (lower) {
          if (c > 0) tMin = Math.max(tMin, Math.ceil((this.rhs - outHi) / c));
          else tMax = Math.min(tMax, Math.floor((this.rhs - outHi) / c));
        }
        const newMax = tMax - restLo;
        const newMin = tMin - restHi;
        if (newMax < max) {
          if (!engine.setMax(v, newMax)) return false;
          changed = true;
        }
        if (newMin > min) {
          if (!engine.setMin(v, newMin)) return false;
          changed = true;
        }
      }
      if (!changed) return true;
    }
    return true;
  }
}

/** The sum of the `k` least values of a union (`offset` = value of bit 0); `0` for `k ≤ 0`. */
function leastSum(union: number, k: number, offset: number): number {
  let sum = 0;
  let u = union;
  for (let i = 0; i < k && u !== 0; i++) {
    const low = u & -u;
    sum += offset + 31 - Math.clz32(low);
    u ^= low;
  }
  return sum;
}

/** The sum of the `k` greatest values of a union; `0` for `k ≤ 0`. */
function greatestSum(union: number, k: number, offset: number): number {
  let sum = 0;
  let u = union;
  for (let i = 0; i < k && u !== 0; i++) {
    const bit = 31 - Math.clz32(u);
    sum += offset + bit;
    u &= ~(1 << bit);
  }
  return sum;
}
