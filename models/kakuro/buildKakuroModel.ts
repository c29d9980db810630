import { Model } from '../../core/index.js';
import type { KakuroModel } from './KakuroModel.js';
import { KakuroCellKind, type KakuroPuzzle } from './KakuroPuzzle.js';
import { kakuroCellName } from './kakuroCellName.js';
import { kakuroRuns } from './kakuroRuns.js';

/**
 * Builds the model of a Kakuro: a variable 1..9 per white cell (its given digit when it has one),
 * and per run of two or more cells an `allDifferent` and, when the run has a clue, a unit `linear`
 * sum named `r1c2 across = 17`. Each sum lies inside its run's all-different group, so the native
 * compiler adds the domain-consistent `DistinctSumPropagator` to it (`PostSettings.distinctSums`):
 * the combination reasoning (17 in two cells is {8, 9}) that makes Kakuro easy for people.
 *
 * @throws `KakuroError` from `kakuroRuns` for a clue with no run behind it.
 */
export function buildKakuroModel(puzzle: KakuroPuzzle): KakuroModel {
  const runs = kakuroRuns(puzzle);
  const { rows, cols } = puzzle;
  const model = new Model();
  const cellVar = new Int32Array(rows * cols).fill(-1);
  for (let i = 0; i < rows * cols; i++) {
    if (puzzle.kinds[i] !== KakuroCellKind.white) continue;
    const g = puzzle.givens[i]!;
    cellVar[i] = model.intVar(kakuroCellName(cols, i), g === 0 ? { min: 1, max: 9 } : [g]).index;
  }
  for (const run of runs) {
    const vars = model.varsAt(run.cells.map((c) => cellVar[c]!));
    const label = `${run.head < 0 ? kakuroCellName(cols, run.cells[0]!) : kakuroCellName(cols, run.head)} ${run.direction}`;
    if (vars.length >= 2) model.allDifferent(vars, label);
    if (run.sum !== 0) model.sum(vars, '=', run.sum, `${label} = ${run.sum}`);
  }
  return { model, puzzle, runs, cellVar };
}
