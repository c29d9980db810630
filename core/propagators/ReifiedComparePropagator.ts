import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_ASSIGNED, EV_BOUNDS_OR_ASSIGNED, EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_UNARY, Propagator } from '../propagation/Propagator.js';

/**
 * `b ⇔ (x op value)` or, half reified, `b ⇒ (x op value)`, for `op` `=` or `<=`, with `b` a 0/1
 * variable; domain consistent.
 *
 * `b` fixed: `x op value` (b = 1) or its negation (b = 0, full reification only) is enforced on
 * `x`. `b` open: it becomes 0 when no value of `x` satisfies the comparison, and (full
 * reification) 1 when every value does. Every other value of either variable then has a support.
 */
export class ReifiedComparePropagator extends Propagator {
  /** `[b, x]`. */
  readonly scope: Int32Array;
  /** The comparison. */
  readonly op: '=' | '<=';
  /** The constant. */
  readonly value: number;
  /** `true` for `b ⇒ C`, `false` for `b ⇔ C`. */
  readonly implies: boolean;

  /** Builds the propagator; throws `InvalidModelError` when `b` and `x` are one variable. */
  constructor(b: number, x: number, op: '=' | '<=', value: number, implies: boolean) {
    super();
    if (b === x) throw new InvalidModelError('ReifiedComparePropagator: b and x are the same variable');
    this.scope = Int32Array.of(b, x);
    this.op = op;
    this.value = value;
    this.implies = implies;
    this.priority = PRIORITY_UNARY;
  }

  /** Wakes when `b` is fixed, and on the changes of `x` that can decide the comparison. */
  attach(engine: PropagationEngine): void {
    engine.subscribe(this.scope[0]!, this, EV_ASSIGNED, 0);
    engine.subscribe(this.scope[1]!, this, this.op === '=' ? EV_DOMAIN : EV_BOUNDS_OR_ASSIGNED, 1);
  }

  /** Enforces the comparison (or its negation) once `b` is fixed; else fixes `b` when decided. */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const b = this.scope[0]!;
    const x = this.scope[1]!;
    const v = this.value;
    const eq = this.op === '=';
    if (s.size[b] === 1) {
      if (s.value(b) === 1) return eq ? engine.assignValue(x, v) : engine.setMax(x, v);
      if (this.implies) return true;
      return eq ? engine.removeValue(x, v) : engine.setMin(x, v + 1);
    }
    // Some value of x satisfies the comparison / every value does.
    const some = eq ? s.hasValue(x, v) : s.min(x) <= v;
    const all = eq ? s.size[x] === 1 && s.hasValue(x, v) : s.max(x) <= v;
    if (!some) return engine.assignValue(b, 0);
    if (all && !this.implies) return engine.assignValue(b, 1);
    return true;
  }
}
