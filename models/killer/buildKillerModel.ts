import { buildSudokuModel } from '../sudoku/index.js';
import { addKillerInnies } from './addKillerInnies.js';
import { checkKillerCages } from './checkKillerCages.js';
import type { KillerModel } from './KillerModel.js';
import type { KillerModelOptions } from './KillerModelOptions.js';
import type { KillerPuzzle } from './KillerPuzzle.js';

/**
 * Builds the model of a killer sudoku: the sudoku model of its grid (`buildSudokuModel`: one variable
 * per cell, one `allDifferent` per house), then per cage an `allDifferent` over its cells (`cage a`) and,
 * when it has a sum, a unit-coefficient `linear` equation (`cage a sum`).
 *
 * The pair "all different + sum" is exactly what the native engine recognises and propagates with
 * `DistinctSumPropagator` (domain consistency on the cage: 3 in two cells is {1, 2}); other backends
 * see two ordinary constraints.
 *
 * @throws `KillerError` from `checkKillerCages` for malformed cages, before any model is built.
 */
export function buildKillerModel(puzzle: KillerPuzzle, options: KillerModelOptions = {}): KillerModel {
  const geometry = puzzle.grid.geometry;
  checkKillerCages(geometry, puzzle.cages);
  const base = buildSudokuModel(puzzle.grid);
  const model = base.model;
  puzzle.cages.forEach((cage, i) => {
    const name = `cage ${cage.label ?? i + 1}`;
    const cells = model.varsAt(cage.cells);
    if (cells.length > 1) model.allDifferent(cells, name);
    if (cage.sum !== undefined) model.sum(cells, '=', cage.sum, `${name} sum`);
  });
  if (options.innies !== false) addKillerInnies(model, geometry, puzzle.cages);
  return { ...base, killer: puzzle };
}
