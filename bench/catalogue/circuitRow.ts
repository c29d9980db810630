import { circuit, Model } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

const KNIGHT: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 1],
  [-1, 2],
  [-2, 1],
  [1, -2],
  [2, -1],
  [-1, -2],
  [-2, -1],
];

/**
 * Closed knight's tours of a `rows`×`cols` board as one `circuit` over the squares (square
 * `r·cols + c` is node `r·cols + c + 1`, MiniZinc's numbering), every tour in both directions.
 */
function knightsTours(rows: number, cols: number, expected: number): CatalogueInstance {
  const m = new Model();
  const moves: number[][] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const to: number[] = [];
      for (const [dr, dc] of KNIGHT) {
        const r2 = r + dr;
        const c2 = c + dc;
        if (r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols) to.push(r2 * cols + c2 + 1);
      }
      moves.push(to.sort((a, b) => a - b));
    }
  }
  const succ = moves.map((to, i) => m.intVar(`next${i + 1}`, to));
  m.add(circuit(succ, 1));
  const mzn = `include "circuit.mzn";
int: n = ${rows * cols};
array[1..n] of var 1..n: next;
${moves.map((to, i) => `constraint next[${i + 1}] in {${to.join(',')}};`).join('\n')}
constraint circuit(next);
solve satisfy;
output [show(next)];
`;
  return { label: `knight's tours ${rows}×${cols}`, model: m, mzn, goal: 'all', expected };
}

/**
 * `circuit` on closed knight's tours, every tour (each closed tour counted in both directions; a
 * 4×n board has none, which is the proof asked for).
 */
export const circuitRow: CatalogueRow = {
  kind: 'circuit',
  minizinc: 'circuit',
  problem: "closed knight's tours, all (directed) tours",
  instances: () => [
    knightsTours(5, 6, 16),
    knightsTours(3, 12, 352),
    knightsTours(4, 7, 0),
    knightsTours(6, 6, 19724),
  ],
};
