import { DancingLinks } from 'dancing-links';
import { SudokuGrid } from '../models/sudoku/index.js';

/** One shared factory: it holds no state between solvers. */
const dlx = new DancingLinks<number>();

/**
 * Baseline solver: the sudoku as an exact-cover problem solved by the `dancing-links` package.
 *
 * Columns (4·N² of them): each cell filled once; each value once per row, per column and per box.
 * Rows are pruned before the package sees them: a given cell gets only its own value, an empty
 * cell only the values no given in its row, column or box already holds. Each row's data is
 * `cell·N + value − 1`, decoded back into a grid. Returns `undefined` when there is no solution.
 */
export function solveWithDancingLinks(puzzle: SudokuGrid): SudokuGrid | undefined {
  const g = puzzle.geometry;
  const n = g.size;
  const cellCount = g.cellCount;
  const cells = puzzle.cells;
  // used[house * (n + 1) + value] = 1 when a given in that row / column / box holds value.
  const usedRow = new Uint8Array(n * (n + 1));
  const usedCol = new Uint8Array(n * (n + 1));
  const usedBox = new Uint8Array(n * (n + 1));
  for (let c = 0; c < cellCount; c++) {
    const v = cells[c]!;
    if (v === 0) continue;
    usedRow[g.row(c) * (n + 1) + v] = 1;
    usedCol[g.col(c) * (n + 1) + v] = 1;
    usedBox[g.box(c) * (n + 1) + v] = 1;
  }
  const solver = dlx.createSolver({ columns: 4 * cellCount });
  for (let c = 0; c < cellCount; c++) {
    const r = g.row(c);
    const col = g.col(c);
    const b = g.box(c);
    const given = cells[c]!;
    const from = given === 0 ? 1 : given;
    const to = given === 0 ? n : given;
    for (let v = from; v <= to; v++) {
      if (
        given === 0 &&
        (usedRow[r * (n + 1) + v] || usedCol[col * (n + 1) + v] || usedBox[b * (n + 1) + v])
      ) {
        continue;
      }
      solver.addSparseConstraint(c * n + v - 1, [
        c,
        cellCount + r * n + v - 1,
        2 * cellCount + col * n + v - 1,
        3 * cellCount + b * n + v - 1,
      ]);
    }
  }
  const found = solver.findOne()[0];
  if (found === undefined) return undefined;
  const out = new Int32Array(cellCount);
  for (const row of found) out[Math.floor(row.data / n)] = (row.data % n) + 1;
  return new SudokuGrid(g, out);
}
