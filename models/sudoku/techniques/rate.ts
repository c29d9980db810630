import type { SolveResult } from '../../../core/backend/SolveResult.js';
import { CompileCache } from '../../../core/solver/CompileCache.js';
import { engineSolveSync } from '../../../core/solver/engineSolve.js';
import { buildSudokuModel } from '../buildSudokuModel.js';
import { decodeSolution } from '../decodeSolution.js';
import { findConflicts } from '../findConflicts.js';
import type { SudokuGrid } from '../SudokuGrid.js';
import { applyStep } from './applyStep.js';
import { CandidateGrid } from './CandidateGrid.js';
import { defaultTechniques } from './defaultTechniques.js';
import { findStep } from './findStep.js';
import type { RateOptions } from './RateOptions.js';
import type { RateResult } from './RateResult.js';
import { RatingStoppedError } from './RatingStoppedError.js';
import { RatingTally } from './RatingTally.js';
import type { Step } from './Step.js';
import { chainEffort, stepLevel } from './stepLevel.js';
import type { Technique } from './Technique.js';
import { TechniqueError } from './TechniqueError.js';

// The core engine compiles one sudoku shape once; every later puzzle of that shape reuses it.
const compileCache = new CompileCache();

/**
 * Rates a puzzle the way a person would meet it: checks with the exact solver that it has exactly one
 * solution, then solves it with the techniques (cheapest first, restarting after every step), checking
 * every placement and elimination against that solution, and sums the technique costs.
 *
 * Runs synchronously. A puzzle with clashing givens, no solution or several solutions gets an
 * {@link UnratedPuzzle} saying so, never a score.
 *
 * @throws TechniqueError when `options.backend` cannot solve synchronously, or the grid is wider than
 * the techniques handle; `RatingStoppedError` once `options.stop` answers `true`; `Error` if a
 * technique ever contradicted the solution (a bug, never expected).
 */
export function rate(grid: SudokuGrid, options: RateOptions = {}): RateResult {
  const conflict = findConflicts(grid, 1)[0];
  if (conflict !== undefined) return { status: 'invalid', reason: `the givens clash: ${conflict.message}` };
  const stop = options.stop;
  if (stop?.() === true) throw new RatingStoppedError(0);
  const { model, geometry } = buildSudokuModel(grid);
  let result: SolveResult;
  if (options.backend !== undefined) {
    if (options.backend.solveSync === undefined) {
      throw new TechniqueError(
        `rate needs a backend that solves synchronously; '${options.backend.id}' cannot`,
      );
    }
    result = options.backend.solveSync(model, { solutionLimit: 2 });
  } else {
    result = engineSolveSync(model, { solutionLimit: 2 }, compileCache);
  }
  if (result.solutions.length === 0) {
    if (result.status === 'unsat') return { status: 'no-solution', reason: 'the puzzle has no solution' };
    throw new TechniqueError(
      `the uniqueness check stopped (${result.status}${result.reason ? `: ${result.reason}` : ''})`,
    );
  }
  if (result.solutions.length > 1) {
    return { status: 'multiple-solutions', reason: 'the puzzle has more than one solution' };
  }
  const solution = decodeSolution(geometry, result.solutions[0]!.values);
  const truth = solution.cells;
  const candidates = CandidateGrid.fromGrid(grid);

  const techniques = options.techniques ?? defaultTechniques;
  const byId = new Map<string, Technique>();
  for (const t of techniques) byId.set(t.id, t);
  const tally = new RatingTally(options.keepPath === true);
  for (let done = 0; ; done++) {
    if (stop?.() === true) throw new RatingStoppedError(done);
    const step = findStep(candidates, techniques);
    if (step === null) break;
    verify(step, truth, candidates);
    applyStep(candidates, step);
    const technique = byId.get(step.technique);
    tally.add(step, technique?.cost, stepLevel(step, technique), chainEffort(step));
  }
  return candidates.isSolved() ? tally.rated(solution) : tally.stuck(candidates.unsolved);
}

function verify(step: Step, truth: Int32Array, grid: CandidateGrid): void {
  for (const p of step.placements) {
    if (truth[p.cell] !== p.value) {
      throw new Error(
        `internal error: ${step.technique} placed ${p.value} in ${grid.geometry.cellName(p.cell)}, the solution has ${truth[p.cell]}`,
      );
    }
  }
  for (const e of step.eliminations) {
    if (truth[e.cell] === e.value) {
      throw new Error(
        `internal error: ${step.technique} removed the solution value ${e.value} from ${grid.geometry.cellName(e.cell)}`,
      );
    }
  }
}
