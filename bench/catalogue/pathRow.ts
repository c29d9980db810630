import { Model, path, Random, reifiedEqual, reifiedLinear } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** The king-move neighbours of each cell of a `rows`×`cols` grid (cell `r·cols + c`). */
function kingNeighbours(rows: number, cols: number): number[][] {
  const out: number[][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const nb: number[] = [];
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const r2 = r + dr;
          const c2 = c + dc;
          if ((dr !== 0 || dc !== 0) && r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols) nb.push(r2 * cols + c2);
        }
      }
      out.push(nb);
    }
  }
  return out;
}

/** A random Hamiltonian path of the king graph: depth first, fewest onward moves first (Warnsdorff). */
function randomPath(nb: readonly number[][], rnd: Random): number[] {
  const n = nb.length;
  for (;;) {
    const order = [rnd.below(n)];
    const used = new Uint8Array(n);
    used[order[0]!] = 1;
    let stuck = false;
    while (order.length < n && !stuck) {
      const here = order[order.length - 1]!;
      const free = nb[here]!.filter((d) => !used[d]);
      if (free.length === 0) stuck = true;
      else {
        const onward = (d: number) => nb[d]!.filter((e) => !used[e]).length * 16 + rnd.below(16);
        const next = free.reduce((a, b) => (onward(b) < onward(a) ? b : a));
        used[next] = 1;
        order.push(next);
      }
    }
    if (!stuck) return order;
  }
}

/**
 * A hidato on a `rows`×`cols` grid: place 1 … n so that consecutive numbers touch (king moves).
 * The numbers of a random path are given at 1, n and each other cell with probability `given`.
 * cspkit: `path` over the cells' successors (the last cell's successor is `n`), ranks tied to
 * successors by `reifiedEqual` ⇒ `reifiedLinear` (half reified), ranks all different. MiniZinc:
 * the same with `circuit` over one more node standing for "no successor".
 */
function hidato(rows: number, cols: number, given: number, seed: number): CatalogueInstance {
  const rnd = new Random(seed);
  const nb = kingNeighbours(rows, cols);
  const n = rows * cols;
  const order = randomPath(nb, rnd);
  const number = new Array<number>(n);
  order.forEach((cell, k) => {
    number[cell] = k + 1;
  });
  const clue = number.map((k) => (k === 1 || k === n || rnd.below(1000) < given * 1000 ? k : 0));
  const first = order[0]!;
  const last = order[n - 1]!;

  const m = new Model();
  const succ = nb.map((d, c) => m.intVar(`next${c}`, [...d, n]));
  const start = m.intVar('start', [first]);
  const end = m.intVar('end', [last]);
  m.add(path(succ, start, end));
  const rank = clue.map((k, c) => m.intVar(`rank${c}`, k > 0 ? [k] : { min: 1, max: n }));
  m.allDifferent(rank);
  nb.forEach((ds, c) => {
    for (const d of ds) {
      const b = m.boolVar(`edge${c}_${d}`);
      m.add(reifiedEqual(b, succ[c]!, d));
      m.add(reifiedLinear(b, [rank[d]!, rank[c]!], [1, -1], '=', 1, 'implies'));
    }
  });

  const mzn = `include "circuit.mzn";
include "all_different.mzn";
int: n = ${n};
array[1..n + 1] of var 1..n + 1: next;
array[1..n] of var 1..n: rank;
${nb.map((ds, c) => `constraint next[${c + 1}] in {${[...ds.map((d) => d + 1), n + 1].join(',')}};`).join('\n')}
constraint next[n + 1] = ${first + 1};
constraint next[${last + 1}] = n + 1;
constraint circuit(next);
${clue.flatMap((k, c) => (k > 0 ? [`constraint rank[${c + 1}] = ${k};`] : [])).join('\n')}
constraint all_different(rank);
${nb.flatMap((ds, c) => ds.map((d) => `constraint next[${c + 1}] = ${d + 1} -> rank[${d + 1}] = rank[${c + 1}] + 1;`)).join('\n')}
solve satisfy;
output [show(next)];
`;
  return { label: `hidato ${rows}×${cols} #${seed}`, model: m, mzn, goal: 'all' };
}

/** `path` on hidato puzzles (successors along the numbering), every solution. */
export const pathRow: CatalogueRow = {
  kind: 'path',
  minizinc: 'circuit (one extra node)',
  problem: 'random hidato puzzles, all solutions',
  instances: () => [hidato(6, 6, 0.3, 1), hidato(7, 7, 0.25, 2), hidato(8, 8, 0.5, 4)],
};
