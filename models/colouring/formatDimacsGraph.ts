import type { Graph } from './Graph.js';

/** Writes a graph in the DIMACS `.col` format `parseDimacsGraph` reads (1-based vertices, one `e` line per edge). */
export function formatDimacsGraph(graph: Graph, comment?: string): string {
  const lines: string[] = [];
  if (comment !== undefined) for (const c of comment.split('\n')) lines.push(`c ${c}`.trimEnd());
  lines.push(`p edge ${graph.vertexCount} ${graph.edges.length}`);
  for (const [u, v] of graph.edges) lines.push(`e ${u + 1} ${v + 1}`);
  return lines.join('\n');
}
