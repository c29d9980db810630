import { CompileCache } from '../../../core/solver/CompileCache.js';
import { engineSolveSync } from '../../../core/solver/engineSolve.js';
import type { RateResult } from '../techniques/RateResult.js';
import { RatingTally } from '../techniques/RatingTally.js';
import type { Step } from '../techniques/Step.js';
import { chainLevel } from '../techniques/stepLevel.js';
import { TechniqueError } from '../techniques/TechniqueError.js';
import { buildVariantModel } from '../variants/buildVariantModel.js';
import { decodeVariantSolution } from '../variants/decodeVariantSolution.js';
import type { VariantModel } from '../variants/VariantModel.js';
import type { VariantPuzzle } from '../variants/VariantPuzzle.js';
import { applyVariantStep, findVariantStep } from './findVariantStep.js';
import { VariantCandidates } from './VariantCandidates.js';
import type { VariantRateOptions } from './VariantStepOptions.js';
import type { VariantTechnique } from './VariantTechnique.js';
import { variantChainEffort, variantPatternLevel } from './variantStepLevel.js';
import { variantTechniques } from './variantTechniques.js';

const compileCache = new CompileCache();

/**
 * Rates a variant puzzle on the classic scale (`rate`): checks with the exact solver that it has one
 * solution, solves it with the variant techniques (cheapest first, restarting after every step), checks
 * every placement and elimination against that solution, and sums the technique costs (see
 * `variantTechniques`). `grade` uses the classic bounds; `difficulty` the classic SE-like formula, with
 * variant techniques levelled by cost and bounded forcing as a chain (`variantStepLevel`).
 *
 * @throws VariantError for a puzzle that cannot be right; `Error` if a technique ever contradicted the
 * solution (a bug, never expected).
 */
export function rateVariant(
  input: VariantPuzzle | VariantModel,
  options: VariantRateOptions = {},
): RateResult {
  const vm = 'model' in input && 'resolved' in input ? input : buildVariantModel(input);
  const result = engineSolveSync(vm.model, { solutionLimit: 2 }, compileCache);
  if (result.solutions.length === 0) {
    if (result.status === 'unsat') return { status: 'no-solution', reason: 'the puzzle has no solution' };
    throw new TechniqueError(
      `the uniqueness check stopped (${result.status}${result.reason ? `: ${result.reason}` : ''})`,
    );
  }
  if (result.solutions.length > 1)
    return { status: 'multiple-solutions', reason: 'the puzzle has more than one solution' };
  const solution = decodeVariantSolution(vm, result.solutions[0]!.values);
  let grid: VariantCandidates;
  try {
    grid = VariantCandidates.of(vm);
  } catch (e) {
    if (e instanceof TechniqueError) return { status: 'invalid', reason: e.message };
    throw e;
  }
  const techniques = options.techniques ?? variantTechniques;
  const byId = new Map<string, VariantTechnique>();
  for (const t of techniques) byId.set(t.id, t);
  const tally = new RatingTally(options.keepPath === true);
  for (;;) {
    const step = findVariantStep(grid, techniques);
    if (step === null) break;
    verifyVariantStep(step, solution.cells, grid);
    applyVariantStep(grid, step);
    const technique = byId.get(step.technique);
    const e = variantChainEffort(step);
    tally.add(step, technique?.cost, e > 0 ? chainLevel(e) : variantPatternLevel(step, technique), e);
  }
  return grid.isSolved() ? tally.rated(solution) : tally.stuck(grid.unsolved);
}

/**
 * Checks a step against the known solution: every placement is the solution's digit, no elimination
 * removes it.
 *
 * @throws Error naming the step and the cell when it is not (a technique bug).
 */
export function verifyVariantStep(step: Step, truth: ArrayLike<number>, grid: VariantCandidates): void {
  for (const p of step.placements) {
    if (truth[p.cell] !== p.value) {
      throw new Error(
        `internal error: ${step.technique} placed ${p.value} in ${grid.geometry.cellName(p.cell)}, the solution has ${truth[p.cell]} (${step.explanation})`,
      );
    }
  }
  for (const e of step.eliminations) {
    if (truth[e.cell] === e.value) {
      throw new Error(
        `internal error: ${step.technique} removed the solution value ${e.value} from ${grid.geometry.cellName(e.cell)} (${step.explanation})`,
      );
    }
  }
}
