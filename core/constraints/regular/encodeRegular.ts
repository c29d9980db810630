import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { LIT_FALSE, LIT_TRUE, negate } from '../../kinds/literals.js';
import { compileDfa } from './compileDfa.js';
import type { RegularConstraint } from './RegularConstraint.js';

/**
 * Encodes `regular` on the layered graph: one boolean per (position, state) that lies on some
 * accepted path through the values still possible (a layer with a single such state needs none).
 * Each layer holds exactly one state; a state and a value imply the next state (or are exclusive
 * when the transition leads off every accepted path); and a value implies one of the states it can
 * be read from. The state of each layer is then the automaton's run, so the encoding is exact, and
 * unit propagation removes a value as soon as no path carries it.
 */
export function encodeRegular(c: RegularConstraint, sink: ClauseSink): void {
  const dfa = compileDfa(c.dfa);
  const n = c.scope.length;
  // Forward: states reachable after i values.
  const reach: Set<number>[] = [new Set([dfa.start])];
  for (let i = 0; i < n; i++) {
    const next = new Set<number>();
    for (const q of reach[i]!) {
      for (const a of sink.values(c.scope[i]!)) {
        const r = dfa.next[q]!.get(a);
        if (r !== undefined) next.add(r);
      }
    }
    reach.push(next);
  }
  // Backward: of those, the states from which an accepting state is still reachable.
  const alive: number[][] = new Array(n + 1);
  alive[n] = [...reach[n]!].filter((q) => dfa.accepting[q] === 1);
  for (let i = n - 1; i >= 0; i--) {
    const after = new Set(alive[i + 1]);
    alive[i] = [...reach[i]!].filter((q) =>
      sink.values(c.scope[i]!).some((a) => after.has(dfa.next[q]!.get(a) ?? -1)),
    );
  }
  if (alive[0]!.length === 0) {
    sink.add1(LIT_FALSE);
    return;
  }
  // State literals, layer by layer.
  const lit: Map<number, number>[] = alive.map((layer) => {
    const m = new Map<number, number>();
    if (layer.length === 1) m.set(layer[0]!, LIT_TRUE);
    else {
      const first = sink.newVars(layer.length);
      layer.forEach((q, k) => {
        m.set(q, first + k);
      });
    }
    return m;
  });
  for (let i = 0; i <= n; i++) {
    const layer = lit[i]!;
    if (layer.size > 1) {
      const lits = [...layer.values()];
      sink.clause(lits);
      sink.atMostOne(lits);
    }
  }
  for (let i = 0; i < n; i++) {
    const x = c.scope[i]!;
    const here = lit[i]!;
    const there = lit[i + 1]!;
    for (const a of sink.values(x)) {
      const xa = sink.lit(x, a);
      // Transitions: state ∧ value → next state.
      for (const [q, s] of here) {
        const r = dfa.next[q]!.get(a);
        const t = r === undefined ? undefined : there.get(r);
        if (t === undefined) sink.add2(negate(s), negate(xa));
        else sink.add3(negate(s), negate(xa), t);
      }
      // Support: the value is read from a state whose transition on it stays on a path.
      sink.begin();
      sink.push(negate(xa));
      for (const [q, s] of here) {
        const r = dfa.next[q]!.get(a);
        if (r !== undefined && there.has(r)) sink.push(s);
      }
      sink.end();
    }
  }
}
