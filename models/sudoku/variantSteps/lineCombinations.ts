import { makeStep } from '../techniques/makeStep.js';
import type { Step } from '../techniques/Step.js';
import { cellList, eliminationsOutside, removedText, ruleName } from './describe.js';
import type { VariantCandidates } from './VariantCandidates.js';
import type { VariantTechnique } from './VariantTechnique.js';

/** Most fillings of a line tried (the product of its cells' candidate counts): beyond it the line waits. */
export const LINE_FILL_BUDGET = 20_000;

/**
 * Line combinations for any line rule (renban, whispers, palindromes, entropic, zipper, region-sum,
 * between lines, and the line rules of new constraints): every filling of the line from its candidates
 * that the rule accepts (`CellRelation.holds`, cells that see each other differing) is tried, and
 * candidates no accepted filling uses are removed. Lines with more than {@link LINE_FILL_BUDGET} fillings
 * are skipped until their candidates shrink.
 */
export const lineCombinations: VariantTechnique = {
  id: 'line-combinations',
  name: 'Line combinations',
  cost: { first: 1500, later: 800 },
  find(grid: VariantCandidates): Step | null {
    for (const r of grid.resolved.relations) {
      const cells = r.cells;
      if (cells.every((c) => grid.values[c] !== 0)) continue;
      const options = cells.map((c) => grid.candidatesOf(c));
      let fillings = 1;
      for (const o of options) fillings *= o.length;
      if (fillings > LINE_FILL_BUDGET) continue;
      const allowed = new Int32Array(cells.length);
      const values = new Array<number>(cells.length).fill(0);
      let accepted = 0;
      const walk = (i: number): void => {
        if (i === cells.length) {
          if (!r.relation.holds(values)) return;
          accepted++;
          for (let j = 0; j < values.length; j++) allowed[j]! |= 1 << (values[j]! - 1);
          return;
        }
        for (const v of options[i]!) {
          let clash = false;
          for (let j = 0; j < i; j++) if (values[j] === v && grid.sees(cells[j]!, cells[i]!)) clash = true;
          if (clash) continue;
          values[i] = v;
          walk(i + 1);
        }
      };
      walk(0);
      if (accepted === 0) continue;
      const eliminations = eliminationsOutside(grid, cells, allowed);
      if (eliminations.length === 0) continue;
      return makeStep(this, {
        eliminations,
        cells: [...cells],
        because: `${ruleName(r.origin)} (${cellList(grid, cells)}): ${r.relation.text}; of its ${fillings} fillings from the candidates ${accepted} do, and none uses ${removedText(grid, eliminations)}.`,
      });
    }
    return null;
  },
};
