import type { Step } from '../techniques/Step.js';
import type { NamedCellValue, StepJson } from '../techniques/stepToJson.js';
import type { VariantModel } from '../variants/VariantModel.js';

/** The JSON form of a variant step: cells named `r4c7`, houses by the variant's names (`main diagonal`). */
export function variantStepToJson(step: Step, variant: VariantModel): StepJson {
  const g = variant.geometry;
  const named = (list: Step['placements']): NamedCellValue[] =>
    list.map((p) => ({ cell: g.cellName(p.cell), value: p.value }));
  return {
    technique: step.technique,
    name: step.name,
    explanation: step.explanation,
    placements: named(step.placements),
    eliminations: named(step.eliminations),
    cells: step.cells.map((c) => g.cellName(c)),
    candidates: named(step.candidates),
    houses: step.houses.map((h) => variant.houses[h]?.name ?? `house ${h}`),
    length: step.length,
  };
}
