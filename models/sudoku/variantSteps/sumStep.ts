import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import { cellList, eliminationsOutside, maskValues, removedText } from './describe.js';
import { enumerateSum } from './enumerateSum.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** A sum a technique reasons about: `Σ coeffs[i]·cells[i] = rhs`, and how the explanation says it. */
export interface SumFact {
  /** The cells. */
  readonly cells: readonly number[];
  /** One coefficient per cell. */
  readonly coeffs: readonly number[];
  /** The total. */
  readonly rhs: number;
  /** The fact in words, naming its rule: `killer #3 (r1c1, r1c2) sums to 11`. */
  readonly text: string;
}

/** Most combinations written out in an explanation; beyond it the explanation gives their number. */
const MAX_LISTED = 4;

/**
 * The step a sum allows: removes every candidate that no fitting assignment uses; when none goes, places
 * a value every assignment needs that only one cell can hold. `null` when the sum teaches nothing now.
 */
export function sumStep(technique: VariantTechnique, grid: VariantCandidates, fact: SumFact): Step | null {
  const open = fact.cells.filter((c) => grid.values[c] === 0);
  if (open.length === 0) return null;
  const support = enumerateSum(grid, fact.cells, fact.coeffs, fact.rhs);
  if (support === undefined || support.count === 0) return null;
  const distinctSets = fact.cells.every((a) => fact.cells.every((b) => a === b || grid.sees(a, b)));
  const combosText =
    distinctSets && fact.coeffs.every((c) => c === 1)
      ? support.combos.length <= MAX_LISTED
        ? `only ${support.combos.map((m) => `{${maskValues(m).join(',')}}`).join(' or ')} fit`
        : `${support.combos.length} digit sets fit`
      : `${support.count} assignment${support.count === 1 ? '' : 's'} fit`;
  const eliminations = eliminationsOutside(grid, fact.cells, support.allowed);
  if (eliminations.length > 0) {
    return makeStep(technique, {
      eliminations,
      cells: [...fact.cells],
      because: `${fact.text}: ${combosText}, so ${removedText(grid, eliminations)} ${eliminations.length === 1 ? 'goes' : 'go'}.`,
    });
  }
  for (const value of maskValues(support.required)) {
    if (fact.cells.some((c) => grid.values[c] === value)) continue;
    const holders = open.filter((c) => grid.has(c, value));
    if (holders.length !== 1) continue;
    const cell = holders[0]!;
    const placement: CellValue = { cell, value };
    return makeStep(technique, {
      placements: [placement],
      cells: [...fact.cells],
      candidates: [placement],
      because: `${fact.text}: ${combosText}; every one needs ${value} and only ${grid.geometry.cellName(cell)} can hold it, so it is ${value}.`,
    });
  }
  return null;
}

/** `killer #3 (r1c1, r1c2, r2c1) sums to 11`. */
export function sumText(
  grid: VariantCandidates,
  label: string,
  cells: readonly number[],
  rhs: number,
): string {
  return `${label} (${cellList(grid, cells)}) sums to ${rhs}`;
}
