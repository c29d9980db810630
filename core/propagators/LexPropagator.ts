import { InvalidModelError } from '../errors/InvalidModelError.js';
import { EV_BOUNDS } from '../propagation/events.js';
import { PassPropagator } from '../propagation/PassPropagator.js';
import type { PropagationEngine } from '../propagation/PropagationEngine.js';
import { checkScope } from './checkScope.js';

/**
 * `xs <lex ys` (`strict`) or `xs ≤lex ys`, domain consistent when no variable occurs twice: the
 * two-pointer idea of Frisch, Hnich, Kiziltan, Miguel and Walsh, recomputed from the bounds on
 * each call (so nothing has to be undone on backtracking), O(n).
 *
 * - `α`: the first position whose pair is not fixed to one common value.
 * - From `α`, a position can decide the order when `min(x) < max(y)`; one with
 *   `min(x) = max(y)` can only be passed by equality, one with `min(x) > max(y)` not at all.
 *   `d` is the first deciding position (the end of the sequences counts as one for `≤lex`).
 *   None: no solution.
 * - Every pair in `α..d-1` must be equal: both variables are fixed to `min(x) = max(y)`.
 * - At `d`, `x < y` is needed unless a later position `d'` can decide with only equalities
 *   between (`β` in the paper): then `x_d ≤ max(y_d)` and `y_d ≥ min(x_d)`, else the strict
 *   versions. Positions after `d` keep every value.
 * Each removed value has no support and the supports of the kept ones survive the removals, so
 * one pass is a fixpoint; with a shared variable the pass repeats until nothing changes (sound).
 */
export class LexPropagator extends PassPropagator {
  /** Every distinct variable of both sequences. */
  readonly scope: Int32Array;
  private readonly xs: Int32Array;
  private readonly ys: Int32Array;
  private readonly strict: boolean;

  /** `xs <lex ys` when `strict`, else `xs ≤lex ys` (the sequences have one length). */
  constructor(xs: ArrayLike<number>, ys: ArrayLike<number>, strict: boolean) {
    super();
    if (xs.length !== ys.length) throw new InvalidModelError('LexPropagator: sequences of different lengths');
    this.xs = Int32Array.from(xs);
    this.ys = Int32Array.from(ys);
    this.strict = strict;
    const all = new Set([...this.xs, ...this.ys]);
    this.repeats = all.size !== this.xs.length + this.ys.length;
    this.scope = Int32Array.from(all);
  }

  /** Wakes on bound changes. */
  attach(engine: PropagationEngine): void {
    checkScope(engine.store, this.scope, 'LexPropagator');
    for (let i = 0; i < this.scope.length; i++) engine.subscribe(this.scope[i]!, this, EV_BOUNDS, i);
  }

  /** One pruning pass; `false` means failure. */
  protected pass(engine: PropagationEngine): boolean {
    const s = engine.store;
    const xs = this.xs;
    const ys = this.ys;
    const n = xs.length;
    let alpha = 0;
    while (alpha < n) {
      const x = xs[alpha]!;
      const y = ys[alpha]!;
      if (s.size[x] !== 1 || s.size[y] !== 1 || s.value(x) !== s.value(y)) break;
      alpha++;
    }
    if (alpha === n) return !this.strict;
    // The first deciding position (n: the end, for ≤lex only).
    let d = alpha;
    for (; d < n; d++) {
      const lx = s.min(xs[d]!);
      const hy = s.max(ys[d]!);
      if (lx < hy) break;
      if (lx > hy) return false;
    }
    if (d === n && this.strict) return false;
    for (let i = alpha; i < d; i++) {
      const v = s.min(xs[i]!);
      if (!engine.setMax(xs[i]!, v) || !engine.setMin(ys[i]!, v)) return false;
    }
    if (d === n) return true;
    // Is there a later deciding position reachable through equalities only?
    let later = false;
    let k = d + 1;
    for (; k < n; k++) {
      const lx = s.min(xs[k]!);
      const hy = s.max(ys[k]!);
      if (lx < hy) {
        later = true;
        break;
      }
      if (lx > hy) break;
    }
    if (k === n) later = !this.strict;
    const gap = later ? 0 : 1;
    const lx = s.min(xs[d]!);
    const hy = s.max(ys[d]!);
    return engine.setMax(xs[d]!, hy - gap) && engine.setMin(ys[d]!, lx + gap);
  }
}
