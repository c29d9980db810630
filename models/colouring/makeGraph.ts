import { ColouringError } from './ColouringError.js';
import type { Graph } from './Graph.js';

/**
 * A graph from a vertex count and any list of 0-based edges: each edge is stored once as `[min, max]`,
 * duplicates and reversed duplicates are dropped, in first-seen order.
 *
 * @throws `ColouringError` for a negative or fractional vertex count, a vertex outside `0..n−1`, or a loop
 * (a vertex adjacent to itself can take no colour).
 */
export function makeGraph(vertexCount: number, edges: Iterable<readonly [number, number]>): Graph {
  if (!Number.isSafeInteger(vertexCount) || vertexCount < 0) {
    throw new ColouringError(`colouring: the vertex count must be a whole number, got ${vertexCount}`);
  }
  const seen = new Set<number>();
  const out: [number, number][] = [];
  for (const [a, b] of edges) {
    for (const v of [a, b]) {
      if (!Number.isInteger(v) || v < 0 || v >= vertexCount) {
        throw new ColouringError(`colouring: edge ${a}-${b}: vertex ${v} is outside 0..${vertexCount - 1}`);
      }
    }
    if (a === b) throw new ColouringError(`colouring: edge ${a}-${b} is a loop; no colouring exists`);
    const u = Math.min(a, b);
    const v = Math.max(a, b);
    const key = u * vertexCount + v;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push([u, v]);
  }
  return { vertexCount, edges: out };
}
