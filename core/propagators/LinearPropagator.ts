import type { LinearOp } from '../constraints/linear/LinearConstraint.js';
import type { DomainStore } from '../domain/DomainStore.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_ASSIGNED, EV_BOUNDS_OR_ASSIGNED } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';
import { highestBit, lowestBit } from '../util/bits.js';

/**
 * `Σ coeffs[i] · scope[i]  op  rhs` by bounds reasoning.
 *
 * For `=`, `<=` and `>=` it enforces bounds consistency: every remaining minimum and maximum
 * has a support in the real relaxation of the other variables' bounds. Bounds are tightened
 * to integers and holes in a domain can push a bound further, so the rules are iterated to a
 * fixpoint inside one `propagate` call.
 *
 * For `!=` nothing can be inferred until all but one variable are fixed; then the one value
 * that would make the sum equal `rhs` (when integral) is removed. That is already domain
 * consistent: with two free variables every value has a support.
 *
 * All arithmetic is exact on JavaScript numbers as long as `|rhs| + Σ |coeff| · |value|` stays
 * within `Number.MAX_SAFE_INTEGER`; `attach` checks that against the widest possible domains.
 */
export class LinearPropagator extends Propagator {
  /** The variables. */
  readonly scope: Int32Array;
  /** One coefficient per variable of `scope`. */
  readonly coeffs: Int32Array;
  /** The comparison. */
  readonly op: LinearOp;
  /** The right-hand side (mutable for `ObjectiveBoundPropagator`, which tightens it between solutions). */
  rhs: number;
  // Current contribution bounds of each term: lo[i] ≤ coeffs[i]·x[i] ≤ hi[i].
  private readonly lo: Float64Array;
  private readonly hi: Float64Array;

  /** Builds `Σ coeffs[i]·scope[i] op rhs`; throws `InvalidModelError` on malformed input. */
  constructor(scope: Int32Array, coeffs: Int32Array, op: LinearOp, rhs: number) {
    super();
    if (coeffs.length !== scope.length) {
      throw new InvalidModelError(
        `LinearPropagator: ${coeffs.length} coefficients for ${scope.length} variables`,
      );
    }
    if (op !== '=' && op !== '<=' && op !== '>=' && op !== '!=') {
      throw new InvalidModelError(`LinearPropagator: unknown operator '${String(op)}'`);
    }
    if (!Number.isFinite(rhs)) throw new InvalidModelError(`LinearPropagator: right-hand side ${rhs}`);
    checkDistinct(scope, 'LinearPropagator');
    this.scope = scope;
    this.coeffs = coeffs;
    this.op = op;
    this.rhs = rhs;
    this.lo = new Float64Array(scope.length);
    this.hi = new Float64Array(scope.length);
    this.priority = PRIORITY_LINEAR;
  }

  /** Subscribes to bound changes (`!=`: to fixings only) of every variable with a non-zero coefficient. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    // The largest magnitude any partial sum can reach, over the widest domains the store
    // can ever hold (domains only shrink, and backtracking only restores).
    let bound = Math.abs(this.rhs);
    for (let i = 0; i < this.scope.length; i++) {
      const v = this.scope[i]!;
      if (!Number.isInteger(v) || v < 0 || v >= s.n) {
        throw new InvalidModelError(`LinearPropagator: unknown variable index ${v}`);
      }
      const first = s.offset[v]!;
      const last = first + (s.nwords[v]! << 5) - 1;
      bound += Math.abs(this.coeffs[i]!) * Math.max(Math.abs(first), Math.abs(last));
    }
    if (!(bound <= Number.MAX_SAFE_INTEGER)) {
      throw new InvalidModelError(
        `LinearPropagator: coefficients × values reach ${bound}, beyond exact integer arithmetic (2^53)`,
      );
    }
    const mask = this.op === '!=' ? EV_ASSIGNED : EV_BOUNDS_OR_ASSIGNED;
    for (let i = 0; i < this.scope.length; i++) {
      if (this.coeffs[i] !== 0) engine.subscribe(this.scope[i]!, this, mask, i);
    }
  }

  /** Tightens bounds to the fixpoint (or prunes the single forbidden value for `!=`). */
  propagate(engine: PropagationEngine): boolean {
    return this.op === '!=' ? this.propagateNotEqual(engine) : this.propagateBounds(engine);
  }

  private propagateNotEqual(engine: PropagationEngine): boolean {
    const s = engine.store;
    const scope = this.scope;
    const coeffs = this.coeffs;
    let free = -1;
    let sum = 0;
    for (let i = 0; i < scope.length; i++) {
      const c = coeffs[i]!;
      if (c === 0) continue;
      const v = scope[i]!;
      if (s.size[v] === 1) sum += c * s.value(v);
      else if (free === -1) free = i;
      else return true; // two free variables: every value has a support
    }
    if (free === -1) return sum !== this.rhs;
    const rest = this.rhs - sum;
    const c = coeffs[free]!;
    if (rest % c !== 0) return true; // the forbidden value is not an integer
    return engine.removeValue(scope[free]!, rest / c);
  }

  private propagateBounds(engine: PropagationEngine): boolean {
    const s = engine.store;
    const scope = this.scope;
    const coeffs = this.coeffs;
    const lo = this.lo;
    const hi = this.hi;
    const rhs = this.rhs;
    const n = scope.length;
    const upper = this.op !== '>='; // enforce sum ≤ rhs
    const lower = this.op !== '<='; // enforce sum ≥ rhs
    let sumLo = 0;
    let sumHi = 0;
    let span = 0; // the widest term
    if (s.oneWord) {
      // Bounds by bit operations in locals: most calls of a killer solve (86 %) end at the test below.
      const words = s.words;
      const offset = s.offset;
      for (let i = 0; i < n; i++) {
        const v = scope[i]!;
        const w = words[v]!;
        const min = offset[v]! + 31 - Math.clz32(w & -w);
        const max = offset[v]! + 31 - Math.clz32(w);
        const c = coeffs[i]!;
        const a = c >= 0 ? c * min : c * max;
        const b = c >= 0 ? c * max : c * min;
        sumLo += a;
        sumHi += b;
        if (b - a > span) span = b - a;
      }
    } else {
      for (let i = 0; i < n; i++) {
        this.load(s, i);
        sumLo += lo[i]!;
        sumHi += hi[i]!;
        if (hi[i]! - lo[i]! > span) span = hi[i]! - lo[i]!;
      }
    }
    if (upper && sumLo > rhs) return false;
    if (lower && sumHi < rhs) return false;
    // A term is cut only when it is wider than the slack.
    if ((!upper || span <= rhs - sumLo) && (!lower || span <= sumHi - rhs)) return true;
    if (s.oneWord) for (let i = 0; i < n; i++) this.load(s, i);
    for (let changed = true; changed; ) {
      changed = false;
      if (upper && sumLo > rhs) return false;
      if (lower && sumHi < rhs) return false;
      for (let i = 0; i < n; i++) {
        const c = coeffs[i]!;
        if (c === 0) continue;
        const v = scope[i]!;
        if (upper) {
          // c·x ≤ rhs − (the least the other terms can contribute)
          const slack = rhs - sumLo + lo[i]!;
          if (hi[i]! > slack) {
            const ok = c > 0 ? engine.setMax(v, floorDiv(slack, c)) : engine.setMin(v, ceilDiv(slack, c));
            if (!ok) return false;
            sumLo -= lo[i]!;
            sumHi -= hi[i]!;
            this.load(s, i);
            sumLo += lo[i]!;
            sumHi += hi[i]!;
            changed = true;
          }
        }
        if (lower) {
          // c·x ≥ rhs − (the most the other terms can contribute)
          const need = rhs - sumHi + hi[i]!;
          if (lo[i]! < need) {
            const ok = c > 0 ? engine.setMin(v, ceilDiv(need, c)) : engine.setMax(v, floorDiv(need, c));
            if (!ok) return false;
            sumLo -= lo[i]!;
            sumHi -= hi[i]!;
            this.load(s, i);
            sumLo += lo[i]!;
            sumHi += hi[i]!;
            changed = true;
          }
        }
      }
    }
    return true;
  }

  /** Sets lo[i], hi[i] from the current bounds of term i's variable. */
  private load(s: DomainStore, i: number): void {
    const v = this.scope[i]!;
    if (s.oneWord) {
      // One word per variable (`words[v]`): bounds by bit operations, not `minIndex` loops.
      const w = s.words[v]!;
      this.term(s.offset[v]! + lowestBit(w), s.offset[v]! + highestBit(w), i);
    } else this.term(s.min(v), s.max(v), i);
  }

  /** Sets lo[i], hi[i] from the bounds `min..max` of term i's variable. */
  private term(min: number, max: number, i: number): void {
    const c = this.coeffs[i]!;
    if (c >= 0) {
      this.lo[i] = c * min;
      this.hi[i] = c * max;
    } else {
      this.lo[i] = c * max;
      this.hi[i] = c * min;
    }
  }
}

/**
 * `⌊a / b⌋` for `b ≠ 0`, exact: the float quotient can round across an integer when `|a|`
 * is near 2^53, so the result is corrected with exact products.
 */
function floorDiv(a: number, b: number): number {
  let q = Math.floor(a / b);
  if (b > 0) {
    while (q * b > a) q--;
    while ((q + 1) * b <= a) q++;
  } else {
    while (q * b < a) q--;
    while ((q + 1) * b >= a) q++;
  }
  return q;
}

/** `⌈a / b⌉` for `b ≠ 0`, exact. */
function ceilDiv(a: number, b: number): number {
  return -floorDiv(-a, b);
}

/** Throws when a variable appears twice in `scope`. */
function checkDistinct(scope: Int32Array, who: string): void {
  const seen = new Set<number>();
  for (const v of scope) {
    if (seen.has(v)) throw new InvalidModelError(`${who}: variable ${v} appears twice in the scope`);
    seen.add(v);
  }
}
