import type { CandidateGrid } from './CandidateGrid.js';
import type { Step } from './Step.js';
import type { Technique } from './Technique.js';
import { TechniqueError } from './TechniqueError.js';

/**
 * The first step any of `techniques` finds, trying them in order; `null` when the grid is solved or none
 * applies.
 *
 * @throws TechniqueError naming the dead end when the position has no solution.
 */
export function findStep(grid: CandidateGrid, techniques: readonly Technique[]): Step | null {
  if (grid.broken) {
    throw new TechniqueError(
      `the position has no solution: ${grid.contradiction() ?? 'a contradiction was reached'}`,
    );
  }
  if (grid.unsolved === 0) return null;
  for (const t of techniques) {
    const step = t.find(grid);
    if (step !== null) return step;
  }
  return null;
}
