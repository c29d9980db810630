import { cellNamesOf, fpCells, fpuzzlesFail } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/** Thermometer: digits strictly increase from the bulb (first cell) along the line. */
export const thermometerRule = defineRule({
  type: 'thermometer',
  description:
    'Digits strictly increase from the bulb (first cell); consecutive cells are neighbours (diagonals allowed).',
  fields: {
    /** The bulb first, then the line. */
    cells: cellsField({ min: 2, max: 'N', description: 'The bulb first, then the line.' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    for (let i = 1; i < cells.length; i++) {
      ctx.requireAdjacent(cells[i - 1]!, cells[i]!, true);
      ctx.addPair(cells[i - 1]!, cells[i]!, 'lt', 0);
    }
  },
  fpuzzles: {
    keys: ['thermometer'],
    read: (fp) =>
      fp.list('thermometer').flatMap((e) => {
        if (!Array.isArray(e.lines)) fpuzzlesFail(`thermometer: 'lines' must be a list of cell lists`);
        return e.lines.map((line: unknown) => ({
          type: 'thermometer' as const,
          cells: cellNamesOf({ line }, 'line', 'thermometer'),
        }));
      }),
    write: (spec, fp) => fp.push('thermometer', { lines: [fpCells(spec.cells)] }),
  },
});

/** A thermometer. */
export type ThermometerSpec = VariantConstraintOf<'thermometer'>;
