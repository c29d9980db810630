import type { ClauseSink } from '../../kinds/ClauseSink.js';
import { negate } from '../../kinds/literals.js';

/**
 * CNF of "the successor variables `succ` form one Hamiltonian cycle" (`succ[i] = base + j`: node
 * `j` follows node `i`), over the successor literals plus rank variables.
 *
 * Values that are not nodes, and self loops (for more than one node), are excluded; every node
 * has exactly one predecessor, so the successors form a permutation. Node `root` has rank 0, every
 * other node exactly one rank in `1 .. n-1` (direct encoding), and an edge `i → j` into a node other
 * than the root raises the rank by one. Ranks strictly increase along any cycle that avoids the
 * root, so there is none: the permutation is a single cycle, and the ranks (each node's distance
 * from the root) are determined by it.
 */
export function encodeSuccessorCycle(
  sink: ClauseSink,
  succ: readonly number[],
  base: number,
  root: number,
): void {
  const n = succ.length;
  // Incoming edge literals per node, and the open edges as (from, to, literal).
  const incoming: number[][] = Array.from({ length: n }, () => []);
  const edges: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (const v of sink.values(succ[i]!)) {
      const lit = sink.lit(succ[i]!, v);
      const j = v - base;
      if (!Number.isInteger(j) || j < 0 || j >= n || (j === i && n > 1)) {
        sink.add1(negate(lit));
        continue;
      }
      incoming[j]!.push(lit);
      edges.push([i, j, lit]);
    }
  }
  for (const lits of incoming) {
    sink.clause(lits);
    sink.atMostOne(lits);
  }
  if (n <= 2) return; // a permutation of one or two nodes without fixed points is one cycle
  // rank(i, k) for i ≠ root and k in 1..n-1 is rankVar[i] + k - 1.
  const rankVar = new Int32Array(n);
  const ranks: number[] = new Array(n - 1);
  for (let i = 0; i < n; i++) {
    if (i === root) continue;
    rankVar[i] = sink.newVars(n - 1);
    for (let k = 1; k < n; k++) ranks[k - 1] = rankVar[i]! + k - 1;
    sink.clause(ranks);
    sink.atMostOne(ranks);
  }
  for (const [i, j, lit] of edges) {
    if (j === root) continue;
    if (i === root) {
      sink.add2(negate(lit), rankVar[j]!); // rank 1
      continue;
    }
    for (let k = 1; k < n; k++) {
      const here = rankVar[i]! + k - 1;
      if (k + 1 < n) sink.add3(negate(lit), -here, rankVar[j]! + k);
      else sink.add2(negate(lit), -here);
    }
  }
}
