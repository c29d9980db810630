import type { Step } from '../techniques/Step.js';
import type { ResolvedSum } from '../variants/ResolvedVariant.js';
import { cellList, ruleName } from './describe.js';
import { type SumFact, sumStep } from './sumStep.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** How a sum of the puzzle reads in words: cages and little killers as totals, arrows as circle = shaft. */
function factOf(grid: VariantCandidates, s: ResolvedSum): SumFact {
  const name = ruleName(s.origin);
  const plus = s.cells.filter((_, i) => s.coeffs[i]! > 0);
  const minus = s.cells.filter((_, i) => s.coeffs[i]! < 0);
  const unit = s.coeffs.every((c) => c === 1 || c === -1);
  let text: string;
  if (minus.length === 0 && unit) text = `${name} (${cellList(grid, s.cells)}) sums to ${s.rhs}`;
  else if (s.rhs === 0 && unit)
    text = `${name}: ${plus.map((c) => grid.geometry.cellName(c)).join(' + ')} = ${minus.map((c) => grid.geometry.cellName(c)).join(' + ')}`;
  else
    text = `${name}: ${s.coeffs.map((c, i) => `${c}·${grid.geometry.cellName(s.cells[i]!)}`).join(' + ')} = ${s.rhs}`;
  return { cells: s.cells, coeffs: s.coeffs, rhs: s.rhs, text };
}

function sumsTechnique(
  id: string,
  name: string,
  cost: VariantTechnique['cost'],
  accept: (s: ResolvedSum) => boolean,
): VariantTechnique {
  const technique: VariantTechnique = {
    id,
    name,
    cost,
    find(grid: VariantCandidates): Step | null {
      for (const s of grid.resolved.sums) {
        if (!accept(s)) continue;
        const step = sumStep(technique, grid, factOf(grid, s));
        if (step !== null) return step;
      }
      return null;
    },
  };
  return technique;
}

/**
 * Cage combinations: the digit sets a killer cage's total allows (different digits in a cage); digits no
 * fitting set gives a cell are removed, and a digit every set needs that one cell alone can hold is placed.
 */
export const cageCombinations = sumsTechnique(
  'cage-combinations',
  'Cage combinations',
  { first: 400, later: 200 },
  (s) => s.origin.type === 'killer',
);

/**
 * Sum combinations on every other sum of the puzzle: little killer diagonals (digits may repeat where the
 * cells do not see each other), arrows (the circle equals the shaft: the ranges both sides allow), and the
 * sums of rules added later.
 */
export const sumCombinations = sumsTechnique(
  'sum-combinations',
  'Sum combinations',
  { first: 600, later: 300 },
  (s) => s.origin.type !== 'killer',
);
