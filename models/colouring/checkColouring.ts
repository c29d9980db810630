import type { Graph } from './Graph.js';

/**
 * Checks a colouring without any solver: one colour per vertex, each an integer `1..colours`, and different
 * colours at the two ends of every edge. Returns one message per problem (`edge 1-2: both ends are 3`).
 */
export function checkColouring(graph: Graph, colours: number, colouring: ArrayLike<number>): string[] {
  if (colouring.length !== graph.vertexCount) {
    return [`${colouring.length} colours for ${graph.vertexCount} vertices`];
  }
  const out: string[] = [];
  for (let v = 0; v < graph.vertexCount; v++) {
    const c = colouring[v]!;
    if (!Number.isInteger(c) || c < 1 || c > colours)
      out.push(`vertex ${v + 1} has colour ${c}, outside 1..${colours}`);
  }
  for (const [u, v] of graph.edges) {
    if (colouring[u] === colouring[v]) out.push(`edge ${u + 1}-${v + 1}: both ends are ${colouring[u]}`);
  }
  return out;
}
