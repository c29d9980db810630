import { type Backend, solveSync } from '../../core/index.js';
import { buildKakuroModel } from './buildKakuroModel.js';
import { decodeKakuro } from './decodeKakuro.js';
import type { GeneratedKakuro } from './generateKakuro.js';
import { KakuroCellKind } from './KakuroPuzzle.js';
import { kakuroWithClues } from './kakuroWithClues.js';

/**
 * Makes a generated Kakuro have exactly one solution without givens, by blackening cells: while
 * `backend` finds a second solution, the first white cell where it differs from the planted one turns
 * black, and the clues are derived again from the planted solution (which stays a solution, while
 * the second loses that cell's run sums). At most `maxSteps` cells go; the result then may still
 * have several solutions. Runs of a single cell may appear; they are legal in this model.
 */
export function uniqueKakuro(g: GeneratedKakuro, backend: Backend, maxSteps = 200): GeneratedKakuro {
  const kinds = g.puzzle.kinds.slice();
  const solution = g.solution.slice();
  for (let step = 0; ; step++) {
    const puzzle = kakuroWithClues(g.puzzle.rows, g.puzzle.cols, kinds, solution);
    const km = buildKakuroModel(puzzle);
    const r = solveSync(backend, km.model, { solutionLimit: 2 });
    const other = r.solutions
      .map((s) => decodeKakuro(km, s.values))
      .find((d) => d.some((v, i) => v !== solution[i]));
    if (r.solutions.length < 2 || other === undefined || step === maxSteps) return { puzzle, solution };
    const cell = other.findIndex((v, i) => v !== solution[i]);
    kinds[cell] = KakuroCellKind.block;
    solution[cell] = 0;
  }
}
