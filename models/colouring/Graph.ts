/** An undirected simple graph: vertices `0..vertexCount − 1` and edges as pairs `[u, v]` with `u < v`, no repeats. */
export interface Graph {
  /** Number of vertices. */
  readonly vertexCount: number;
  /** Edges, each `[u, v]` with `u < v` (0-based), no repeats. */
  readonly edges: readonly (readonly [number, number])[];
}
