import type { Step } from '../techniques/Step.js';
import { findVariantStep } from './findVariantStep.js';
import { toVariantCandidates, type VariantStepInput } from './toVariantCandidates.js';
import type { VariantStepOptions } from './VariantStepOptions.js';
import { variantTechniques } from './variantTechniques.js';

/**
 * The next step a person would take on a variant puzzle: the first step of the cheapest technique that
 * applies, or `null` when the grid is solved or none applies. A position is used as it stands and not
 * modified.
 *
 * @throws VariantError for a puzzle that cannot be right; TechniqueError for clashing givens or a visible
 * dead end, naming the place.
 */
export function variantHint(input: VariantStepInput, options: VariantStepOptions = {}): Step | null {
  return findVariantStep(toVariantCandidates(input), options.techniques ?? variantTechniques);
}
