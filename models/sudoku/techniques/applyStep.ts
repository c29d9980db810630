import type { CandidateGrid } from './CandidateGrid.js';
import type { Step } from './Step.js';
import { TechniqueError } from './TechniqueError.js';

/**
 * Makes a step's changes on `grid`: removes its eliminations, then places its placements.
 *
 * @throws TechniqueError when a placement is not a candidate of its cell (a step made for another position).
 */
export function applyStep(grid: CandidateGrid, step: Step): void {
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
