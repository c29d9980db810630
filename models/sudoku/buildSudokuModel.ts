import { Model } from '../../core/model/Model.js';
import type { SudokuGrid } from './SudokuGrid.js';
import type { SudokuModel } from './SudokuModel.js';

/**
 * Builds the constraint model of a puzzle: variable `i` is cell `i` (named `r1c1`…), with domain `1..N`, or
 * the single given value; one `allDifferent` per house, named after it (`row 1`, `column 1`, `box 1`).
 * Every empty cell shares one Domain object, so a 225×225 grid costs one domain, not 50,625.
 * Conflicting givens are not rejected here (the model is then unsatisfiable): use `findConflicts` first to
 * name them.
 */
export function buildSudokuModel(grid: SudokuGrid): SudokuModel {
  const geometry = grid.geometry;
  const model = new Model();
  // Shared names, domains and house constraints: a batch of puzzles of one shape builds models that
  // differ only in which domain each cell points at (and the native backend's compile cache
  // recognises them by identity).
  const { cellNames, domains, houseConstraints } = geometry.modelParts();
  const cells = grid.cells;
  for (let cell = 0; cell < geometry.cellCount; cell++)
    model.intVar(cellNames[cell]!, domains[cells[cell]!]!);
  model.addAll(houseConstraints);
  return { model, geometry, puzzle: grid };
}
