import { LinearPropagator } from './LinearPropagator.js';

/**
 * The bound of a branch-and-bound search: `Σ coeffs[i] · scope[i] ≤ bound` (a maximised objective
 * is posted negated), with bounds consistency from {@link LinearPropagator}. It starts at a bound
 * no assignment in the store's layout can exceed, so it prunes nothing until the search finds a
 * solution and calls {@link ObjectiveBoundPropagator.tighten}. The bound is global: backtracking
 * does not restore it.
 */
export class ObjectiveBoundPropagator extends LinearPropagator {
  private readonly loosest: number;

  /** `Σ coeffs[i]·scope[i] ≤ loosest` until tightened. */
  constructor(scope: Int32Array, coeffs: Int32Array, loosest: number) {
    super(scope, coeffs, '<=', loosest);
    this.loosest = loosest;
  }

  /** Requires the expression to be at most `bound` from now on (the caller schedules a run). */
  tighten(bound: number): void {
    if (bound < this.rhs) this.rhs = bound;
  }

  /** Back to the loosest bound, for a new solve of a reused engine. */
  override reset(): void {
    this.rhs = this.loosest;
  }
}
