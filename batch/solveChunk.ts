import { loadBackend } from '../adapters/loadBackend.js';
import type { Backend } from '../core/backend/Backend.js';
import type { SolveOptions } from '../core/backend/SolveOptions.js';
import type { SolveResult } from '../core/backend/SolveResult.js';
import { CspError } from '../core/errors/CspError.js';
import { buildSudokuModel } from '../models/sudoku/buildSudokuModel.js';
import { decodeSolution } from '../models/sudoku/decodeSolution.js';
import { findConflicts } from '../models/sudoku/findConflicts.js';
import { parseLine } from '../models/sudoku/parseLine.js';
import { SudokuGeometry } from '../models/sudoku/SudokuGeometry.js';
import { SudokuGrid } from '../models/sudoku/SudokuGrid.js';
import type { SolveChunkTask, WirePuzzle, WireSolveResult } from './SolveChunkTask.js';

// A thread keeps the backends its chunks asked for (their compile caches warm up across chunks).
const backends = new Map<string, Backend>();

/** The grid of a wire puzzle (a {@link CspError} for unreadable text). */
function gridOf(p: WirePuzzle): SudokuGrid {
  if ('text' in p) return parseLine(p.text);
  return new SudokuGrid(SudokuGeometry.fromBox(p.boxWidth, p.boxHeight), p.cells);
}

/** Solves one puzzle; bad input and engine failures are answers, not exceptions. */
async function solveOne(backend: Backend, p: WirePuzzle, options: SolveOptions): Promise<WireSolveResult> {
  let grid: SudokuGrid;
  try {
    grid = gridOf(p);
  } catch (e) {
    if (e instanceof CspError) return { status: 'invalid', solutions: [], reason: e.message };
    throw e;
  }
  const conflicts = findConflicts(grid);
  if (conflicts.length > 0) return { status: 'invalid', solutions: [], reason: conflicts[0]!.message };
  const { model, geometry } = buildSudokuModel(grid);
  let r: SolveResult;
  try {
    r = backend.solveSync
      ? backend.solveSync(model, options)
      : await (await import('../core/backend/collectResult.js')).collectResult(backend.solve(model, options));
  } catch (e) {
    // A backend refusing the model (too large, unsupported) answers this puzzle, not the whole batch.
    if (e instanceof CspError) return { status: 'unknown', solutions: [], reason: e.message };
    throw e;
  }
  const shape = { boxWidth: geometry.boxWidth, boxHeight: geometry.boxHeight };
  const solutions = r.solutions.map((s) => decodeSolution(geometry, s.values).cells);
  return r.reason === undefined
    ? { status: r.status, ...shape, solutions }
    : { status: r.status, ...shape, solutions, reason: r.reason };
}

/** Solves the puzzles of one chunk of `solveMany` in order (run in a worker thread). */
export async function solveChunk(task: SolveChunkTask): Promise<WireSolveResult[]> {
  let backend = backends.get(task.backend);
  if (backend === undefined) {
    backend = await loadBackend(task.backend);
    backends.set(task.backend, backend);
  }
  const options: SolveOptions =
    task.timeoutMs === undefined
      ? { solutionLimit: task.solutionLimit }
      : { solutionLimit: task.solutionLimit, timeoutMs: task.timeoutMs };
  const results: WireSolveResult[] = [];
  for (const p of task.puzzles) results.push(await solveOne(backend, p, options));
  return results;
}
