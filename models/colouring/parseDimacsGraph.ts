import { ColouringError } from './ColouringError.js';
import type { Graph } from './Graph.js';
import { makeGraph } from './makeGraph.js';

/**
 * Reads a graph in the DIMACS `.col` format of the colouring benchmarks:
 *
 * ```text
 * c comment lines start with 'c'
 * p edge 5 6        problem line: vertex and edge counts ('p col' is accepted too)
 * e 1 2             one edge per line, 1-based vertices
 * ```
 *
 * Blank lines are skipped. The edge count of the `p` line is not enforced, since many published files list
 * every edge in both directions; repeated edges are kept once.
 *
 * @throws `ColouringError` naming the line: a missing or second `p` line, an `e` line before it, a vertex
 * outside `1..n`, a loop, a field that is not a whole number, an unknown line type.
 */
export function parseDimacsGraph(text: string): Graph {
  let n = -1;
  const edges: [number, number][] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const line = i + 1;
    const t = raw.trim();
    if (t === '' || t[0] === 'c' || t[0] === '%') return;
    const f = t.split(/\s+/);
    const num = (s: string | undefined, what: string): number => {
      if (s === undefined || !/^\d+$/.test(s)) {
        throw new ColouringError(
          `dimacs: line ${line}: ${what} must be a whole number, got '${s ?? ''}'`,
          line,
        );
      }
      return Number(s);
    };
    if (f[0] === 'p') {
      if (n >= 0) throw new ColouringError(`dimacs: line ${line}: a second 'p' line`, line);
      if (f[1] !== 'edge' && f[1] !== 'col') {
        throw new ColouringError(
          `dimacs: line ${line}: expected 'p edge <vertices> <edges>', got '${t}'`,
          line,
        );
      }
      n = num(f[2], 'the vertex count');
      num(f[3], 'the edge count');
      return;
    }
    if (f[0] === 'e') {
      if (n < 0) throw new ColouringError(`dimacs: line ${line}: edge before the 'p edge' line`, line);
      const u = num(f[1], 'a vertex');
      const v = num(f[2], 'a vertex');
      for (const x of [u, v]) {
        if (x < 1 || x > n)
          throw new ColouringError(`dimacs: line ${line}: vertex ${x} is outside 1..${n}`, line);
      }
      if (u === v)
        throw new ColouringError(`dimacs: line ${line}: edge ${u}-${v} is a loop; no colouring exists`, line);
      edges.push([u - 1, v - 1]);
      return;
    }
    throw new ColouringError(`dimacs: line ${line}: unknown line type '${f[0]}' (expected c, p or e)`, line);
  });
  if (n < 0) throw new ColouringError("dimacs: no 'p edge <vertices> <edges>' line");
  return makeGraph(n, edges);
}
