import type { NativeBackend } from '../../adapters/native/NativeBackend.js';
import { buildVariantModel, type VariantPuzzle } from '../../models/sudoku/variants/index.js';

/**
 * Whether `puzzle` has exactly one solution, proved within `nodeLimit` search nodes (a puzzle whose
 * proof needs more counts as not unique, which keeps generated puzzles within reach of the bench).
 */
export function isUnique(backend: NativeBackend, puzzle: VariantPuzzle, nodeLimit: number): boolean {
  const r = backend.solveSync(buildVariantModel(puzzle).model, { solutionLimit: 2, nodeLimit });
  return r.status === 'sat' && r.solutions.length === 1 && r.reason === undefined;
}
