import type { Step } from '../techniques/Step.js';
import { TechniqueError } from '../techniques/TechniqueError.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/**
 * The first step any of `techniques` finds, trying them in order; `null` when the grid is solved or none
 * applies.
 *
 * @throws TechniqueError naming the dead end when the position visibly has no solution.
 */
export function findVariantStep(
  grid: VariantCandidates,
  techniques: readonly VariantTechnique[],
): Step | null {
  const dead = grid.contradiction();
  if (dead !== undefined) throw new TechniqueError(`the position has no solution: ${dead}`);
  if (grid.isSolved()) return null;
  for (const t of techniques) {
    const step = t.find(grid);
    if (step !== null) return step;
  }
  return null;
}

/**
 * Makes a step's changes on `grid`: removes its eliminations, then places its placements.
 *
 * @throws TechniqueError when a placement is not a candidate of its cell (a step made for another position).
 */
export function applyVariantStep(grid: VariantCandidates, step: Step): void {
  for (const e of step.eliminations) grid.eliminate(e.cell, e.value);
  for (const p of step.placements) {
    if (grid.values[p.cell] === p.value) continue;
    if (!grid.has(p.cell, p.value)) {
      throw new TechniqueError(
        `cannot place ${p.value} in ${grid.geometry.cellName(p.cell)}: it is not a candidate there`,
      );
    }
    grid.place(p.cell, p.value);
  }
}
