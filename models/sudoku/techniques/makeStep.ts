import type { CellValue, Step } from './Step.js';
import type { Technique } from './Technique.js';

/** The parts of a step a technique fills in; the rest defaults to empty. */
export interface StepParts {
  /** Values placed. */
  readonly placements?: readonly CellValue[];
  /** Candidates removed. */
  readonly eliminations?: readonly CellValue[];
  /** Cells of the pattern. */
  readonly cells?: readonly number[];
  /** Candidates the pattern uses. */
  readonly candidates?: readonly CellValue[];
  /** Houses of the pattern. */
  readonly houses?: readonly number[];
  /** Chain length or search nodes (see `Step.length`). */
  readonly length?: number;
  /** The explanation, without the technique name (added in front). */
  readonly because: string;
}

/** Builds a step of `technique`, prefixing the explanation with the technique's name. */
export function makeStep(technique: Pick<Technique, 'id' | 'name'>, parts: StepParts): Step {
  return {
    technique: technique.id,
    name: technique.name,
    placements: parts.placements ?? [],
    eliminations: parts.eliminations ?? [],
    cells: parts.cells ?? [],
    candidates: parts.candidates ?? [],
    houses: parts.houses ?? [],
    length: parts.length ?? 0,
    explanation: `${technique.name}: ${parts.because}`,
  };
}
