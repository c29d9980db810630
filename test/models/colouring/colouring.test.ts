import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions, solveAll } from '../../../core/index.js';
import {
  buildColouringModel,
  ColouringError,
  checkColouring,
  formatColouring,
  formatDimacsGraph,
  greedyClique,
  makeGraph,
  parseDimacsGraph,
} from '../../../models/colouring/index.js';

const backend = new NativeBackend();

/** myciel3.col of the DIMACS colouring benchmarks (Michael Trick): 11 vertices, 20 edges, chromatic number 4. */
const MYCIEL3 = readFileSync(new URL('../../fixtures/colouring/myciel3.col', import.meta.url), 'utf8');

/** Number of proper k-colourings, by brute force. */
function bruteCount(n: number, edges: readonly (readonly [number, number])[], k: number): number {
  let count = 0;
  const c = new Array<number>(n).fill(1);
  for (;;) {
    if (edges.every(([u, v]) => c[u] !== c[v])) count++;
    let i = 0;
    while (i < n && ++c[i]! > k) c[i++] = 1;
    if (i === n) return count;
  }
}

describe('graph colouring', () => {
  it('finds the chromatic number of myciel3: 3 colours fail, 4 succeed', async () => {
    const g = parseDimacsGraph(MYCIEL3);
    expect(g.vertexCount).toBe(11);
    expect(g.edges).toHaveLength(20);
    expect((await countSolutions(backend, buildColouringModel(g, 3).model, 1)).count).toBe(0);
    const four = buildColouringModel(g, 4, { breakSymmetry: true });
    const r = await countSolutions(backend, four.model, 1);
    expect(r.count).toBe(1);
    const colours = r.result.solutions[0]!.values;
    expect(checkAssignment(four.model, colours)).toEqual([]);
    expect(checkColouring(g, 4, colours)).toEqual([]);
  });

  it('counts colourings like brute force; symmetry breaking divides by the clique orderings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.nat(5), fc.nat(5)), { maxLength: 10 }),
        fc.integer({ min: 1, max: 3 }),
        async (n, pairs, k) => {
          const g = makeGraph(
            n,
            pairs.filter(([a, b]) => a < n && b < n && a !== b),
          );
          const expected = bruteCount(n, g.edges, k);
          const all = await solveAll(backend, buildColouringModel(g, k).model);
          expect(all.solutions.length).toBe(expected);
          for (const s of all.solutions) expect(checkColouring(g, k, s.values)).toEqual([]);
          const broken = await solveAll(backend, buildColouringModel(g, k, { breakSymmetry: true }).model);
          // Fixing a q-clique to colours 1..q keeps exactly 1/(k·(k−1)·…·(k−q+1)) of the colourings.
          const q = Math.min(greedyClique(g).length, k);
          let perms = 1;
          for (let i = 0; i < q; i++) perms *= k - i;
          expect(broken.solutions.length * perms).toBe(expected);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('round-trips graphs through formatDimacsGraph and parseDimacsGraph', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.tuple(fc.nat(11), fc.nat(11))), (n, pairs) => {
        const g = makeGraph(
          n,
          pairs.filter(([a, b]) => a < n && b < n && a !== b),
        );
        expect(parseDimacsGraph(formatDimacsGraph(g, 'random\ngraph'))).toEqual(g);
      }),
    );
  });

  it('keeps each edge once, whichever way and however often it is listed', () => {
    const g = parseDimacsGraph('p edge 3 4\ne 1 2\ne 2 1\ne 1 2\ne 3 2');
    expect(g.edges).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('checkColouring names clashing edges and colours out of range; formatColouring lists them', () => {
    const g = makeGraph(3, [
      [0, 1],
      [1, 2],
    ]);
    expect(checkColouring(g, 2, [1, 1, 3])).toEqual([
      'vertex 3 has colour 3, outside 1..2',
      'edge 1-2: both ends are 1',
    ]);
    expect(checkColouring(g, 2, [1, 2])).toEqual(['2 colours for 3 vertices']);
    expect(formatColouring([1, 2, 1])).toBe('1 1\n2 2\n3 1');
  });

  it.each([
    ['e 1 2\np edge 2 1', /line 1: edge before the 'p edge' line/],
    ['p edge 2 1\np edge 2 1', /line 2: a second 'p' line/],
    ['p graph 2 1', /line 1: expected 'p edge <vertices> <edges>'/],
    ['p edge two 1', /line 1: the vertex count must be a whole number, got 'two'/],
    ['p edge 2 1\ne 1 3', /line 2: vertex 3 is outside 1..2/],
    ['p edge 2 1\ne 1', /line 2: a vertex must be a whole number, got ''/],
    ['p edge 2 1\ne 2 2', /line 2: edge 2-2 is a loop/],
    ['p edge 2 1\nx 1 2', /line 2: unknown line type 'x'/],
    ['c nothing', /no 'p edge <vertices> <edges>' line/],
  ])('rejects %j naming the line', (text, message) => {
    expect(() => parseDimacsGraph(text)).toThrow(ColouringError);
    expect(() => parseDimacsGraph(text)).toThrow(message);
  });

  it('rejects a colour count that is not a positive integer', () => {
    expect(() => buildColouringModel(makeGraph(1, []), 0)).toThrow(
      /number of colours must be a positive integer/,
    );
  });
});
