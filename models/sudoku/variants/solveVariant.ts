import { solveAll } from '../../../core/backend/solveHelpers.js';
import type { SudokuSolveOptions } from '../SudokuSolveOptions.js';
import type { SudokuSolveResult } from '../SudokuSolveResult.js';
import { buildVariantModel } from './buildVariantModel.js';
import { decodeVariantSolution } from './decodeVariantSolution.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/**
 * Solves a variant puzzle with the given backend and resolves with the solutions as grids, up to
 * `solutionLimit` (default 1; 2 tells whether the solution is unique). `detail` and `trace` are ignored.
 *
 * @throws VariantError (before any search) for a puzzle that cannot be right, or on a grid other than
 * N×N of digits 1..N (solve its `buildVariantModel` model and use `decodeVariantValues`); the backend's
 * `UnsupportedConstraintError` when it cannot express the puzzle's constraints.
 */
export async function solveVariant(
  puzzle: VariantPuzzle,
  options: SudokuSolveOptions,
): Promise<SudokuSolveResult> {
  const { backend, detail: _detail, trace: _trace, ...rest } = options;
  const vm = buildVariantModel(puzzle);
  // Its answers are N×N grids: other shapes are refused before any search (see decodeVariantValues).
  vm.geometry;
  const r = await solveAll(backend, vm.model, { solutionLimit: 1, ...rest });
  const solutions = r.solutions.map((s) => decodeVariantSolution(vm, s.values));
  return r.reason === undefined
    ? { status: r.status, solutions, stats: r.stats }
    : { status: r.status, solutions, stats: r.stats, reason: r.reason };
}
