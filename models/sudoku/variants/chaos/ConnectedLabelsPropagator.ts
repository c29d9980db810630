import { EV_DOMAIN } from '../../../../core/propagation/events.js';
import { PassPropagator } from '../../../../core/propagation/PassPropagator.js';
import type { PropagationEngine } from '../../../../core/propagation/PropagationEngine.js';
import { PRIORITY_EXPENSIVE } from '../../../../core/propagation/Propagator.js';

/**
 * `connectedLabels`, native: for each label fixed somewhere, the positions that may still hold it and are
 * reachable from a fixed one through such positions are its only possible home. A fixed position of the
 * label outside that piece is a failure (the label is already split); any other position outside it
 * loses the label. Sound (a connected final piece lies inside the reachable set of each of its fixed
 * positions) and complete on full assignments; repeated until nothing changes, since a removal can fix a
 * position to another label.
 */
export class ConnectedLabelsPropagator extends PassPropagator {
  readonly scope: Int32Array;
  private readonly neighbours: readonly (readonly number[])[];
  private readonly seen: Uint8Array;
  private readonly stack: Int32Array;

  /** The propagator for label variables `scope` over the graph `neighbours` (by position). */
  constructor(scope: Int32Array, neighbours: readonly (readonly number[])[]) {
    super();
    this.scope = scope;
    this.neighbours = neighbours;
    this.seen = new Uint8Array(scope.length);
    this.stack = new Int32Array(scope.length);
    this.priority = PRIORITY_EXPENSIVE;
    this.repeats = true;
  }

  /** Wakes on any change of a label's domain. */
  attach(engine: PropagationEngine): void {
    for (let i = 0; i < this.scope.length; i++) engine.subscribe(this.scope[i]!, this, EV_DOMAIN, i);
  }

  /** One pass over every label that is fixed somewhere; `false` on a split label. */
  protected pass(engine: PropagationEngine): boolean {
    const s = engine.store;
    const xs = this.scope;
    const n = xs.length;
    const done = new Set<number>();
    for (let start = 0; start < n; start++) {
      const x = xs[start]!;
      if (s.size[x] !== 1) continue;
      const label = s.value(x);
      if (done.has(label)) continue;
      done.add(label);
      // Positions reachable from this fixed one through positions that may hold the label.
      const seen = this.seen;
      seen.fill(0);
      let top = 0;
      seen[start] = 1;
      this.stack[top++] = start;
      while (top > 0) {
        const p = this.stack[--top]!;
        for (const q of this.neighbours[p]!) {
          if (seen[q] === 0 && s.hasValue(xs[q]!, label)) {
            seen[q] = 1;
            this.stack[top++] = q;
          }
        }
      }
      for (let p = 0; p < n; p++) {
        if (seen[p] === 1) continue;
        const y = xs[p]!;
        if (!s.hasValue(y, label)) continue;
        if (s.size[y] === 1) return false;
        if (!engine.removeValue(y, label)) return false;
      }
    }
    return true;
  }
}
