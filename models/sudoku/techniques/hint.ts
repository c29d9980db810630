import type { SudokuGrid } from '../SudokuGrid.js';
import type { CandidateGrid } from './CandidateGrid.js';
import { defaultTechniques } from './defaultTechniques.js';
import { findStep } from './findStep.js';
import type { Step } from './Step.js';
import type { TechniqueOptions } from './TechniqueOptions.js';
import { toCandidateGrid } from './toCandidateGrid.js';

/**
 * The next step a person would take: the first step of the cheapest technique that applies, or `null`
 * when the grid is solved or no technique applies. A `SudokuGrid` starts from full candidates; a
 * `CandidateGrid` is used as it stands (pencil marks already removed stay removed) and is not modified.
 *
 * @throws TechniqueError for clashing givens or a position with a visible dead end, naming the place.
 */
export function hint(grid: SudokuGrid | CandidateGrid, options: TechniqueOptions = {}): Step | null {
  return findStep(toCandidateGrid(grid), options.techniques ?? defaultTechniques);
}
