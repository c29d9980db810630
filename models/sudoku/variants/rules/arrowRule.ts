import type { CellRef } from '../CellRef.js';
import { cellNamesOf, fpCell, fpCells, fpuzzlesFail } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/**
 * Arrow: the digits on the arrow's shaft sum to the number in its circle. A circle of several cells (a
 * pill) reads as a decimal number, first cell most significant.
 */
export const arrowRule = defineRule({
  type: 'arrow',
  description:
    "The shaft's digits sum to the circle; a circle of 2-3 cells (pill) reads as a decimal number, first cell most significant.",
  fields: {
    /** The circle (one cell, or a pill of 2-3 read as a decimal number). */
    circle: cellsField({ min: 1, max: 3, description: 'The circle: one cell, or a pill of 2-3.' }),
    /** The shaft. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The shaft (digits may repeat).' }),
  },
  supports: { anyGrid: true, anyValues: true, extraCells: true },
  resolve(ctx: VariantRuleContext, { circle, cells: shaft }) {
    const { minValue, maxValue } = ctx.shape;
    for (const cell of shaft) {
      if (circle.includes(cell)) ctx.fail(`${ctx.cellName(cell)} is both in the circle and on the shaft`);
    }
    const coeffs = shaft.map(() => 1);
    let place = 10 ** (circle.length - 1);
    for (let i = 0; i < circle.length; i++, place /= 10) coeffs.push(-place);
    const ones = (10 ** circle.length - 1) / 9; // 1…1
    // Every circle digit the smallest value (1, or 0 on 0-based grids), or every one the largest.
    const lo = ones * minValue;
    const hi = ones * maxValue;
    if (shaft.length * minValue > hi || shaft.length * maxValue < lo) {
      ctx.fail(`a shaft of ${shaft.length} digits cannot sum to a circle worth ${lo}..${hi}`);
    }
    ctx.addSum([...shaft, ...circle], coeffs, 0);
  },
  fpuzzles: {
    keys: ['arrow'],
    read: (fp) =>
      fp.list('arrow').map((e) => {
        const circle = cellNamesOf(e, 'cells', 'arrow');
        if (!Array.isArray(e.lines)) fpuzzlesFail(`arrow: 'lines' must be a list of cell lists`);
        // f-puzzles lines start inside the circle; branches may share cells: the shaft is their union.
        const shaft: CellRef[] = [];
        const seen = new Set(circle.map((c) => c.toUpperCase()));
        for (const line of e.lines as unknown[]) {
          for (const c of cellNamesOf({ line }, 'line', 'arrow')) {
            if (!seen.has(c.toUpperCase())) {
              seen.add(c.toUpperCase());
              shaft.push(c);
            }
          }
        }
        return { type: 'arrow', circle, cells: shaft };
      }),
    write: (spec, fp) =>
      fp.push('arrow', {
        cells: fpCells(spec.circle),
        lines: [[fpCell(spec.circle.at(-1)!), ...fpCells(spec.cells)]],
      }),
  },
});

/** An arrow. */
export type ArrowSpec = VariantConstraintOf<'arrow'>;
