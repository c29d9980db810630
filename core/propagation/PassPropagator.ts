import type { PropagationEngine } from './PropagationEngine.js';
import { Propagator } from './Propagator.js';

/**
 * A propagator built from one pruning pass.
 *
 * When no variable of the scope repeats, one pass reaches the propagator's fixpoint; when one
 * does (or the pass is only a relaxation), a pass may expose more pruning, so it runs again until
 * the scope's total domain size stops shrinking. Subclasses implement `pass` and set `repeats`
 * in their constructor. The loop lives here once instead of in every catalogue propagator; it
 * allocates nothing per call.
 */
export abstract class PassPropagator extends Propagator {
  /** Whether `propagate` repeats the pass until nothing changes (a variable repeats in the scope). */
  protected repeats = false;

  /** One pruning pass; `false` means failure. */
  protected abstract pass(engine: PropagationEngine): boolean;

  /** Runs the pass once, or until the scope's total domain size stops shrinking when `repeats`. */
  propagate(engine: PropagationEngine): boolean {
    if (!this.repeats) return this.pass(engine);
    const size = engine.store.size;
    const scope = this.scope;
    for (;;) {
      let before = 0;
      for (let i = 0; i < scope.length; i++) before += size[scope[i]!]!;
      if (!this.pass(engine)) return false;
      let after = 0;
      for (let i = 0; i < scope.length; i++) after += size[scope[i]!]!;
      if (after === before) return true;
    }
  }
}
