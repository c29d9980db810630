import { expect } from 'vitest';
import { createContainer, getBackend } from '../../../../adapters/createContainer.js';
import { NativeBackend } from '../../../../adapters/native/NativeBackend.js';
import { countSolutions } from '../../../../core/index.js';
import type { GeneratedPuzzle } from '../../../../models/sudoku/generator/index.js';
import { buildSudokuModel, checkSolution, SudokuGrid } from '../../../../models/sudoku/index.js';

/** A second native backend, with a different filter (matching) than the generator's default. */
const checker = new NativeBackend();
/** A third method: exact cover with dancing links. */
const dlx = getBackend(createContainer(), 'dlx');

/** Solutions of `grid` up to 2, by the native backend with matching-based all-different filtering. */
export function countByMatching(grid: SudokuGrid): number {
  const r = checker.solveSync(buildSudokuModel(grid).model, {
    solutionLimit: 2,
    backendOptions: { native: { allDifferent: 'matching' } },
  });
  expect(['sat', 'unsat']).toContain(r.status);
  return r.solutions.length;
}

/**
 * Checks a generated puzzle independently of the generator: its solution solves it, and two other methods
 * (native with matching filtering; dlx, for grids up to `dlxUpTo`) count exactly one solution, the same one.
 */
export async function expectUnique(p: GeneratedPuzzle, dlxUpTo = 16): Promise<void> {
  expect(checkSolution(p.puzzle, p.solution)).toEqual([]);
  expect(p.solution.isComplete()).toBe(true);
  expect(p.puzzle.givenCount).toBe(p.givens);
  const r = checker.solveSync(buildSudokuModel(p.puzzle).model, {
    solutionLimit: 2,
    backendOptions: { native: { allDifferent: 'matching' } },
  });
  expect(r.status).toBe('sat');
  expect(r.solutions).toHaveLength(1);
  expect(Array.from(r.solutions[0]!.values)).toEqual(Array.from(p.solution.cells));
  if (p.puzzle.geometry.size <= dlxUpTo) {
    const byDlx = await countSolutions(dlx, buildSudokuModel(p.puzzle).model, 2);
    expect(byDlx.count).toBe(1);
  }
}

/** Checks, by the matching-filter backend, that removing any single given leaves two or more solutions. */
export function expectMinimal(p: GeneratedPuzzle): void {
  const cells = p.puzzle.cells.slice();
  for (let c = 0; c < cells.length; c++) {
    const v = cells[c]!;
    if (v === 0) continue;
    cells[c] = 0;
    expect(countByMatching(new SudokuGrid(p.puzzle.geometry, cells.slice())), `given r${c}`).toBe(2);
    cells[c] = v;
  }
}

/** Which cells are given, as a string of 0/1. */
export function maskOf(grid: SudokuGrid): string {
  return Array.from(grid.cells, (v) => (v === 0 ? '0' : '1')).join('');
}

/**
 * The grid with its symbols renamed in order of first appearance in `solution` (row-major): two grids that
 * are relabelled copies of each other get the same canonical form.
 */
export function relabelled(grid: SudokuGrid, solution: SudokuGrid): string {
  const name = new Map<number, number>();
  for (const v of solution.cells) if (!name.has(v)) name.set(v, name.size + 1);
  return Array.from(grid.cells, (v) => (v === 0 ? 0 : name.get(v)!)).join(',');
}
