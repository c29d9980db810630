import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_ASSIGNED } from '../propagation/events.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { PRIORITY_LINEAR, Propagator } from '../propagation/Propagator.js';

/**
 * A clause over 0/1 variables, `∨ positive ∨ ¬negative`, domain consistent (unit propagation):
 * once every literal but one is false, the last one is made true; with none left it fails.
 *
 * The literals are distinct and no variable appears both ways (a repeated literal would hide a
 * unit clause, and a variable on both sides makes the clause always true: the kind posts nothing
 * then). Each call scans the literals: clauses of puzzles are short, and a scan needs no state
 * to survive backtracking.
 */
export class ClausePropagator extends Propagator {
  /** Every variable of the clause (positive ones first). */
  readonly scope: Int32Array;
  private readonly positives: number;

  /** Builds the clause; throws `InvalidModelError` when a variable appears twice. */
  constructor(positive: ArrayLike<number>, negative: ArrayLike<number>) {
    super();
    this.scope = new Int32Array(positive.length + negative.length);
    this.scope.set(Array.from(positive));
    this.scope.set(Array.from(negative), positive.length);
    this.positives = positive.length;
    const seen = new Set<number>();
    for (const v of this.scope) {
      if (seen.has(v)) throw new InvalidModelError(`ClausePropagator: variable ${v} appears twice`);
      seen.add(v);
    }
    this.priority = PRIORITY_LINEAR;
  }

  /** Wakes when a literal's variable is fixed. */
  attach(engine: PropagationEngine): void {
    for (let i = 0; i < this.scope.length; i++) engine.subscribe(this.scope[i]!, this, EV_ASSIGNED, i);
  }

  /** Unit propagation: fails when every literal is false, fixes the last open one. */
  propagate(engine: PropagationEngine): boolean {
    const s = engine.store;
    const scope = this.scope;
    let open = -1;
    let openCount = 0;
    for (let i = 0; i < scope.length; i++) {
      const v = scope[i]!;
      const want = i < this.positives ? 1 : 0;
      if (s.size[v] === 1) {
        if (s.value(v) === want) return true; // satisfied
      } else if (!s.hasValue(v, want)) {
        // A non-fixed 0/1 variable holds both values; this one cannot make its literal true.
      } else if (++openCount === 1) open = i;
      else return true; // two open literals: nothing to infer
    }
    if (openCount === 0) return false;
    return engine.assignValue(scope[open]!, open < this.positives ? 1 : 0);
  }
}
