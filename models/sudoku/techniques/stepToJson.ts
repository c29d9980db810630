import type { SudokuGeometry } from '../SudokuGeometry.js';
import type { Step } from './Step.js';

/** A value in a named cell, as written in JSON output. */
export interface NamedCellValue {
  /** Cell name, `r4c7`. */
  readonly cell: string;
  /** The value. */
  readonly value: number;
}

/** A step with cells and houses named (`r4c7`, `row 4`) instead of numbered, for JSON output. */
export interface StepJson {
  /** Technique id. */
  readonly technique: string;
  /** Technique display name. */
  readonly name: string;
  /** The one-line explanation. */
  readonly explanation: string;
  /** Values placed. */
  readonly placements: readonly NamedCellValue[];
  /** Candidates removed. */
  readonly eliminations: readonly NamedCellValue[];
  /** Cells of the pattern. */
  readonly cells: readonly string[];
  /** Candidates the pattern uses. */
  readonly candidates: readonly NamedCellValue[];
  /** Houses of the pattern. */
  readonly houses: readonly string[];
  /** Chain length or search nodes (`0` for patterns). */
  readonly length: number;
}

/** The JSON form of a step of a grid of shape `geometry`. */
export function stepToJson(step: Step, geometry: SudokuGeometry): StepJson {
  const named = (list: Step['placements']): NamedCellValue[] =>
    list.map((p) => ({ cell: geometry.cellName(p.cell), value: p.value }));
  return {
    technique: step.technique,
    name: step.name,
    explanation: step.explanation,
    placements: named(step.placements),
    eliminations: named(step.eliminations),
    cells: step.cells.map((c) => geometry.cellName(c)),
    candidates: named(step.candidates),
    houses: step.houses.map((h) => geometry.houseName(h)),
    length: step.length,
  };
}
