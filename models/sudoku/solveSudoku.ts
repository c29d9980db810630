import { defer, mergeMap, type Observable } from 'rxjs';
import type { SolveOptions } from '../../core/backend/SolveOptions.js';
import { solveAll } from '../../core/backend/solveHelpers.js';
import { buildSudokuModel } from './buildSudokuModel.js';
import { decodeSolution } from './decodeSolution.js';
import type { SudokuEvent } from './SudokuEvent.js';
import { SudokuEventMapper } from './SudokuEventMapper.js';
import type { SudokuGrid } from './SudokuGrid.js';
import type { SudokuSolveOptions } from './SudokuSolveOptions.js';
import type { SudokuSolveResult } from './SudokuSolveResult.js';

/**
 * Solves a puzzle as a cold stream of sudoku events: `started`, then `solution`s (as grids) and `progress`,
 * and with `detail` every `placed`, `eliminated` and `backtrack`, then `finished`. Nothing runs until
 * subscription (the model is built then, and an error building or solving it errors the stream);
 * unsubscribing stops the backend's search.
 */
export function solveSudoku$(grid: SudokuGrid, options: SudokuSolveOptions): Observable<SudokuEvent> {
  return defer(() => {
    const { backend, detail, trace, ...rest } = options;
    const fine = detail === true || trace?.decisions === true || trace?.domains === true;
    const solveOptions: SolveOptions = fine ? { ...rest, trace: { decisions: true, domains: true } } : rest;
    const { model } = buildSudokuModel(grid);
    const mapper = new SudokuEventMapper(grid, fine);
    return backend.solve(model, solveOptions).pipe(mergeMap((e) => mapper.map(e)));
  });
}

/**
 * Solves a puzzle and resolves with every solution found, up to `solutionLimit` (default 1; 2 tells whether
 * the solution is unique). Runs on the calling thread when the backend can and nothing can interrupt it.
 * `detail` and `trace` are ignored here (use `solveSudoku$` to watch the search).
 */
export async function solveSudoku(grid: SudokuGrid, options: SudokuSolveOptions): Promise<SudokuSolveResult> {
  const { backend, detail: _detail, trace: _trace, ...rest } = options;
  const { model, geometry } = buildSudokuModel(grid);
  const r = await solveAll(backend, model, { solutionLimit: 1, ...rest });
  const solutions = r.solutions.map((s) => decodeSolution(geometry, s.values));
  return r.reason === undefined
    ? { status: r.status, solutions, stats: r.stats }
    : { status: r.status, solutions, stats: r.stats, reason: r.reason };
}
