import type { Graph } from './Graph.js';

/**
 * A clique found greedily: start from a vertex of highest degree, then repeatedly add the candidate with
 * the most neighbours among the remaining candidates. Vertices in the order added (0-based). Not the
 * largest clique in general, but a cheap lower bound on the colours needed and a safe symmetry break.
 */
export function greedyClique(graph: Graph): number[] {
  const n = graph.vertexCount;
  if (n === 0) return [];
  const adj: Set<number>[] = Array.from({ length: n }, () => new Set<number>());
  for (const [u, v] of graph.edges) {
    adj[u]!.add(v);
    adj[v]!.add(u);
  }
  let start = 0;
  for (let v = 1; v < n; v++) if (adj[v]!.size > adj[start]!.size) start = v;
  const clique = [start];
  let candidates = [...adj[start]!].sort((a, b) => a - b);
  while (candidates.length > 0) {
    let best = candidates[0]!;
    let bestScore = -1;
    for (const c of candidates) {
      let score = 0;
      for (const d of candidates) if (adj[c]!.has(d)) score++;
      if (score > bestScore) {
        best = c;
        bestScore = score;
      }
    }
    clique.push(best);
    candidates = candidates.filter((c) => adj[best]!.has(c));
  }
  return clique;
}
