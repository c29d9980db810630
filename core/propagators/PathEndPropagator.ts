import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_DOMAIN } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';

/**
 * The end of a successor-form path: `end = base + i` exactly when `succ[i] = base + n` (node `i`
 * has no successor), domain consistent as a channel. `path` posts it next to a `CircuitPropagator`
 * over the successors plus the start variable, which makes the one node without a successor unique.
 */
export class PathEndPropagator extends Propagator {
  /** The successor variables, then the end variable. */
  readonly scope: Int32Array;
  /** The value of node 0. */
  readonly base: number;
  private readonly n: number;

  /** Builds the channel; throws `InvalidModelError` when `end` is one of the successors. */
  constructor(succ: Int32Array, end: number, base: number) {
    super();
    if (succ.includes(end)) throw new InvalidModelError('PathEndPropagator: end is a successor variable');
    this.n = succ.length;
    this.scope = new Int32Array(this.n + 1);
    this.scope.set(succ);
    this.scope[this.n] = end;
    this.base = base;
    this.priority = PRIORITY_LINEAR;
  }

  /** Wakes on any removal from a successor or from `end`. */
  attach(engine: PropagationEngine): void {
    for (let i = 0; i <= this.n; i++) engine.subscribe(this.scope[i]!, this, EV_DOMAIN, i);
  }

  /** Keeps the ends whose successor can be "none", and "none" only for nodes that can end. */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const n = this.n;
    const end = this.scope[n]!;
    const none = this.base + n;
    if (!engine.setMin(end, this.base) || !engine.setMax(end, none - 1)) return false;
    // A node fixed to "no successor" is the end (two of them fail here).
    for (let i = 0; i < n; i++) {
      const v = this.scope[i]!;
      if (s.size[v] === 1 && s.value(v) === none && !engine.assignValue(end, this.base + i)) return false;
    }
    for (let i = 0; i < n; i++) {
      if (!s.hasValue(this.scope[i]!, none) && !engine.removeValue(end, this.base + i)) return false;
    }
    if (s.size[end] === 1 && !engine.assignValue(this.scope[s.value(end) - this.base]!, none)) return false;
    for (let i = 0; i < n; i++) {
      if (!s.hasValue(end, this.base + i) && !engine.removeValue(this.scope[i]!, none)) return false;
    }
    return true;
  }
}
