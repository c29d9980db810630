import { Model, maxValue } from '../../core/index.js';
import type { StarBattleModel } from './StarBattleModel.js';
import type { StarBattlePuzzle } from './StarBattlePuzzle.js';
import { starBattleCellName } from './starBattleCellName.js';
import { starBattleOrder } from './starBattleOrder.js';

/**
 * Builds the model of a Star Battle: a 0/1 variable per cell (`r1c1`…, 1 = star), a sum `= K` per
 * row, column and region, and a sum `≤ 1` per 2×2 block. The blocks say "no two stars touch" (every
 * pair of touching cells lies in a common 2×2 block) and are stronger than the pairwise form: once a
 * row of a block holds a star, both cells of the other row go. A grid whose number of regions is not
 * N is not rejected: it is unsatisfiable (N·K stars by rows, K per region). `search` is the
 * strategy to solve it with on the native backend.
 */
export function buildStarBattleModel(puzzle: StarBattlePuzzle): StarBattleModel {
  const n = puzzle.size;
  const k = puzzle.stars;
  const model = new Model();
  const x = model.intVars(n * n, (i) => starBattleCellName(n, i), { min: 0, max: 1 });
  for (let r = 0; r < n; r++) model.sum(x.slice(r * n, r * n + n), '=', k, `row ${r + 1}`);
  for (let c = 0; c < n; c++) {
    model.sum(
      x.filter((_, i) => i % n === c),
      '=',
      k,
      `column ${c + 1}`,
    );
  }
  puzzle.letters.forEach((letter, region) => {
    model.sum(
      x.filter((_, i) => puzzle.regions[i] === region),
      '=',
      k,
      `region ${letter}`,
    );
  });
  for (let r = 0; r + 1 < n; r++) {
    for (let c = 0; c + 1 < n; c++) {
      const i = r * n + c;
      model.sum([x[i]!, x[i + 1]!, x[i + n]!, x[i + n + 1]!], '<=', 1, `block ${starBattleCellName(n, i)}`);
    }
  }
  return { model, puzzle, search: { variableOrder: starBattleOrder(puzzle), valueOrder: maxValue } };
}
