import { makeStep } from '../techniques/makeStep.js';
import type { CellValue, Step } from '../techniques/Step.js';
import { cellList, eliminationsOutside, maskValues, removedText, ruleName } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/**
 * Renban sets: a renban line of L cells holds L consecutive digits, one each. A run `lo..lo+L-1` is still
 * open when every cell has a candidate in it and every digit of it has a cell that can take it; a cell
 * keeps only candidates of open runs, and a digit of every open run that one cell alone can hold is placed.
 */
export const renbanSets: VariantTechnique = {
  id: 'renban-sets',
  name: 'Renban sets',
  cost: { first: 500, later: 250 },
  find(grid: VariantCandidates): Step | null {
    for (const r of grid.resolved.relations) {
      if (r.origin.type !== 'renban') continue;
      const cells = r.cells;
      if (cells.every((c) => grid.values[c] !== 0)) continue;
      const len = cells.length;
      const masks = cells.map((c) => grid.maskOf(c));
      const runs: number[] = [];
      for (let lo = 1; lo + len - 1 <= grid.size; lo++) {
        const run = ((1 << len) - 1) << (lo - 1);
        if (!masks.every((m) => (m & run) !== 0)) continue;
        let reach = 0;
        for (const m of masks) reach |= m & run;
        if (reach === run) runs.push(run);
      }
      if (runs.length === 0) continue;
      let union = 0;
      let common = -1;
      for (const run of runs) {
        union |= run;
        common &= run;
      }
      const runText = runs.map((m) => `${maskValues(m)[0]}..${maskValues(m).at(-1)}`).join(' or ');
      const name = `${ruleName(r.origin)} (${cellList(grid, cells)})`;
      const eliminations = eliminationsOutside(
        grid,
        cells,
        cells.map(() => union),
      );
      if (eliminations.length > 0) {
        return makeStep(this, {
          eliminations,
          cells: [...cells],
          because: `${name} holds consecutive digits, and only ${runText} can fit, so ${removedText(grid, eliminations)} ${eliminations.length === 1 ? 'goes' : 'go'}.`,
        });
      }
      for (const value of maskValues(common)) {
        if (cells.some((c) => grid.values[c] === value)) continue;
        const holders = cells.filter((c) => grid.values[c] === 0 && grid.has(c, value));
        if (holders.length !== 1) continue;
        const placement: CellValue = { cell: holders[0]!, value };
        return makeStep(this, {
          placements: [placement],
          cells: [...cells],
          candidates: [placement],
          because: `${name} holds consecutive digits, ${runText}; ${value} is in every one and only ${grid.geometry.cellName(holders[0]!)} can hold it.`,
        });
      }
    }
    return null;
  },
};
