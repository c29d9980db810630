import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import { whisperDifference } from '../variants/rules/whispersRule.js';
import { maskValues, removedText, ruleName, sortedCellValues } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** The least difference of the whispers constraint at `index` of the puzzle. */
function differenceOf(grid: VariantCandidates, index: number): number | undefined {
  const c = grid.variant.puzzle.constraints?.[index];
  if (c === undefined || c.type !== 'whispers') return undefined;
  return c.difference ?? whisperDifference(c.preset ?? 'german', grid.size);
}

/**
 * Whisper differences: neighbours on a whispers line differ by at least d, so a digit too close to every
 * candidate of a neighbour goes (on German whispers, 5 never fits; a 4 needs 9 on both sides). Together
 * with the singles this gives the alternation of low and high digits along the line.
 */
export const whisperDifferences: VariantTechnique = {
  id: 'whisper-differences',
  name: 'Whisper differences',
  cost: { first: 400, later: 200 },
  find(grid: VariantCandidates): Step | null {
    for (const r of grid.resolved.relations) {
      if (r.origin.type !== 'whispers') continue;
      const d = differenceOf(grid, r.origin.index);
      if (d === undefined) continue;
      const cells = r.cells;
      const eliminations: CellValue[] = [];
      cells.forEach((cell, i) => {
        if (grid.values[cell] !== 0) return;
        const neighbours = [cells[i - 1], cells[i + 1]].filter((c): c is number => c !== undefined);
        for (const x of grid.candidatesOf(cell)) {
          const blocked = neighbours.find(
            (nb) => !maskValues(grid.maskOf(nb)).some((y) => Math.abs(x - y) >= d),
          );
          if (blocked !== undefined) eliminations.push({ cell, value: x });
        }
      });
      if (eliminations.length === 0) continue;
      sortedCellValues(eliminations);
      return makeStep(this, {
        eliminations,
        cells: [...cells],
        because: `${ruleName(r.origin)}: neighbours on the line differ by at least ${d}, so ${removedText(grid, eliminations)} ${eliminations.length === 1 ? 'goes' : 'go'}: no candidate next to ${eliminations.length === 1 ? 'it' : 'them'} is ${d} or more away.`,
      });
    }
    return null;
  },
};
