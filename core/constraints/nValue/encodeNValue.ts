import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { LIT_FALSE, LIT_TRUE, negate } from '../../kinds/literals.js';
import type { NValueConstraint } from './NValueConstraint.js';

/**
 * CNF of `nValue`: one boolean `uₐ ⇔ ∨ᵢ (xᵢ = a)` per value `a` some variable can take, then a
 * unary counter over the `uₐ` (`c[k][j]` ⇔ at least `j` of the first `k` are true, both directions,
 * so the count is exact and unit propagation runs it either way), and `n = v ⇔ c[K][v] ∧ ¬c[K][v+1]`.
 * O(K²) auxiliaries for K candidate values.
 */
export function encodeNValue(c: NValueConstraint, sink: ClauseSink): void {
  const scope = [...new Set(c.scope)];
  const union = [...new Set(scope.flatMap((x) => sink.values(x)))].sort((a, b) => a - b);
  const used = union.map((a) => {
    const holders = scope.filter((x) => sink.lit(x, a) !== LIT_FALSE);
    if (holders.length === 1) return sink.lit(holders[0]!, a);
    const u = sink.newVar();
    const lits = holders.map((x) => sink.lit(x, a));
    for (const xa of lits) sink.add2(negate(xa), u);
    lits.push(negate(u));
    sink.clause(lits);
    return u;
  });
  const K = used.length;
  // prev[j]: at least j of the first k values are used (j = 0..K + 1).
  let prev = new Array<number>(K + 2).fill(LIT_FALSE);
  prev[0] = LIT_TRUE;
  for (let k = 1; k <= K; k++) {
    const u = used[k - 1]!;
    const next = new Array<number>(K + 2).fill(LIT_FALSE);
    next[0] = LIT_TRUE;
    for (let j = 1; j <= k; j++) {
      const cj = sink.newVar();
      next[j] = cj;
      sink.add2(negate(prev[j]!), cj);
      sink.add3(negate(prev[j - 1]!), negate(u), cj);
      sink.add3(negate(cj), prev[j]!, u);
      sink.add2(negate(cj), prev[j - 1]!);
    }
    prev = next;
  }
  const atLeast = (v: number): number => (v <= 0 ? LIT_TRUE : v > K ? LIT_FALSE : prev[v]!);
  for (const v of sink.values(c.n)) {
    const nv = sink.lit(c.n, v);
    sink.add2(negate(nv), atLeast(v));
    sink.add2(negate(nv), negate(atLeast(v + 1)));
  }
  for (let v = 0; v <= K; v++) sink.add3(negate(atLeast(v)), atLeast(v + 1), sink.lit(c.n, v));
}
