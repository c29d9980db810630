import { EV_BOUNDS } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { Propagator } from '../propagation/Propagator.js';
import { checkScope } from './checkScope.js';

/**
 * `x[0] ≤ x[1] ≤ …` (`<` when strict): a forward pass raises each minimum to the previous one
 * (plus one), a backward pass lowers each maximum to the next one (minus one). Bounds are read
 * from the real domains, so every bound is a value held, and on distinct variables (a Berge-acyclic
 * chain of binary relations) the two passes reach domain consistency; `decreasing` posts it on
 * the reversed sequence. With a repeated variable the passes run until nothing changes (sound).
 */
export class IncreasingPropagator extends Propagator {
  /** The sequence. */
  readonly scope: Int32Array;
  private readonly gap: number;
  private readonly repeats: boolean;

  /** `scope` in non-decreasing order, increasing when `strict`. */
  constructor(scope: ArrayLike<number>, strict: boolean) {
    super();
    this.scope = Int32Array.from(scope);
    this.gap = strict ? 1 : 0;
    this.repeats = new Set(this.scope).size !== this.scope.length;
  }

  /** Wakes on bound changes. */
  attach(engine: PropagationEngine): void {
    checkScope(engine.store, this.scope, 'IncreasingPropagator');
    for (let i = 0; i < this.scope.length; i++) engine.subscribe(this.scope[i]!, this, EV_BOUNDS, i);
  }

  /** Forward and backward passes (repeated when a variable occurs twice). */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const xs = this.scope;
    const n = xs.length;
    const gap = this.gap;
    for (;;) {
      let changed = false;
      for (let i = 1; i < n; i++) {
        const bound = s.min(xs[i - 1]!) + gap;
        if (s.min(xs[i]!) < bound) {
          if (!engine.setMin(xs[i]!, bound)) return false;
          changed = true;
        }
      }
      for (let i = n - 2; i >= 0; i--) {
        const bound = s.max(xs[i + 1]!) - gap;
        if (s.max(xs[i]!) > bound) {
          if (!engine.setMax(xs[i]!, bound)) return false;
          changed = true;
        }
      }
      if (!this.repeats || !changed) return true;
    }
  }
}
