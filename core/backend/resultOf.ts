import type { Model } from '../model/Model.js';
import { objectiveValue } from '../model/Objective.js';
import type { Solution } from '../model/Solution.js';
import type { SolveResult } from './SolveResult.js';

/**
 * A {@link SolveResult} with the optional fields only when they have a value: `objective` (the
 * last solution's, when the model has an objective) and `reason`.
 */
export function resultOf(
  model: Model,
  status: SolveResult['status'],
  solutions: readonly Solution[],
  stats: SolveResult['stats'],
  reason: string | undefined,
): SolveResult {
  const last = solutions[solutions.length - 1];
  const goal = model.objective;
  const base: SolveResult =
    goal === undefined || last === undefined
      ? { status, solutions, stats }
      : { status, solutions, stats, objective: objectiveValue(goal, last.values) };
  return reason === undefined ? base : { ...base, reason };
}
