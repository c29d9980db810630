import { buildVariantModel } from '../variants/buildVariantModel.js';
import type { VariantModel } from '../variants/VariantModel.js';
import type { VariantPuzzle } from '../variants/VariantPuzzle.js';
import { VariantCandidates } from './VariantCandidates.js';

/** What the variant stepper starts from: a puzzle, its built model, or a position (used as it stands). */
export type VariantStepInput = VariantPuzzle | VariantModel | VariantCandidates;

/** The position of an input; a `VariantCandidates` is returned itself (callers copy it if they change it). */
export function toVariantCandidates(input: VariantStepInput): VariantCandidates {
  if (input instanceof VariantCandidates) return input;
  if ('model' in input && 'resolved' in input) return VariantCandidates.of(input);
  return VariantCandidates.of(buildVariantModel(input));
}
