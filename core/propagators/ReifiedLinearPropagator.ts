import type { LinearOp } from '../constraints/linear/LinearConstraint.js';
import { negateLinear } from '../constraints/reifiedLinear/negateLinear.js';
import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_ASSIGNED, EV_BOUNDS_OR_ASSIGNED } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';
import { checkScope } from './checkScope.js';
import { LinearPropagator } from './LinearPropagator.js';

/**
 * `b ⇔ (Σ coeffs[i]·x[i] op rhs)` or, half reified, `b ⇒ (…)`, with `b` a 0/1 variable, by
 * bounds reasoning both ways.
 *
 * `b` open: the bounds of the sum decide it. When no value between the sum's least and greatest
 * bound satisfies the comparison, `b` becomes 0; when every one does (full reification), 1.
 * `b` fixed: the comparison (b = 1) or its negation (b = 0, full reification) is enforced by a
 * `LinearPropagator` held inside, so exactly as strongly as a posted `linear` constraint (bounds
 * consistent for `=`, `<=`, `>=`; for `!=`, pruning once a single variable is left open).
 */
export class ReifiedLinearPropagator extends Propagator {
  /** `b` first, then the sum's variables. */
  readonly scope: Int32Array;
  private readonly xs: Int32Array;
  private readonly coeffs: Int32Array;
  private readonly op: LinearOp;
  private readonly rhs: number;
  private readonly implies: boolean;
  private readonly holds: LinearPropagator;
  private readonly fails: LinearPropagator | null;

  /** Builds the propagator; throws `InvalidModelError` on malformed input (as `LinearPropagator`). */
  constructor(b: number, xs: Int32Array, coeffs: Int32Array, op: LinearOp, rhs: number, implies: boolean) {
    super();
    this.holds = new LinearPropagator(xs, coeffs, op, rhs);
    const neg = negateLinear(op, rhs);
    this.fails = implies ? null : new LinearPropagator(xs, coeffs, neg.op, neg.rhs);
    this.scope = new Int32Array(xs.length + 1);
    this.scope[0] = b;
    this.scope.set(xs, 1);
    this.xs = xs;
    this.coeffs = coeffs;
    this.op = op;
    this.rhs = rhs;
    this.implies = implies;
    this.priority = PRIORITY_LINEAR;
  }

  /** Checks exact arithmetic as `LinearPropagator` does; wakes on `b` fixed and on bound moves. */
  attach(engine: PropagationEngine): void {
    const s = engine.store;
    let bound = Math.abs(this.rhs) + 1;
    checkScope(s, this.scope, 'ReifiedLinearPropagator');
    for (let i = 0; i < this.xs.length; i++) {
      const v = this.xs[i]!;
      const widest = Math.max(Math.abs(s.offset[v]!), Math.abs(s.offset[v]! + (s.nwords[v]! << 5) - 1));
      bound += Math.abs(this.coeffs[i]!) * widest;
    }
    if (!(bound <= Number.MAX_SAFE_INTEGER)) {
      throw new InvalidModelError(
        `ReifiedLinearPropagator: coefficients × values reach ${bound}, beyond exact integer arithmetic (2^53)`,
      );
    }
    engine.subscribe(this.scope[0]!, this, EV_ASSIGNED, 0);
    for (let i = 0; i < this.xs.length; i++) {
      if (this.coeffs[i] !== 0) engine.subscribe(this.xs[i]!, this, EV_BOUNDS_OR_ASSIGNED, i + 1);
    }
  }

  /** Enforces the sum or its negation once `b` is fixed; else fixes `b` when the bounds decide. */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const b = this.scope[0]!;
    if (s.size[b] === 1) {
      if (s.value(b) === 1) return this.holds.propagate(engine);
      return this.fails === null || this.fails.propagate(engine);
    }
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < this.xs.length; i++) {
      const c = this.coeffs[i]!;
      const v = this.xs[i]!;
      if (c > 0) {
        lo += c * s.min(v);
        hi += c * s.max(v);
      } else if (c < 0) {
        lo += c * s.max(v);
        hi += c * s.min(v);
      }
    }
    const r = this.rhs;
    let entailed: boolean;
    let refuted: boolean;
    switch (this.op) {
      case '<=':
        entailed = hi <= r;
        refuted = lo > r;
        break;
      case '>=':
        entailed = lo >= r;
        refuted = hi < r;
        break;
      case '=':
        entailed = lo === r && hi === r;
        refuted = r < lo || r > hi;
        break;
      default:
        entailed = r < lo || r > hi;
        refuted = lo === r && hi === r;
    }
    if (refuted) return engine.assignValue(b, 0);
    if (entailed && !this.implies) return engine.assignValue(b, 1);
    return true;
  }
}
