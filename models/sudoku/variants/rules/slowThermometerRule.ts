import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { requireLine } from './requireLine.js';

/** Slow thermometer: digits never decrease from the bulb (first cell); repeats allowed where sudoku allows. */
export const slowThermometerRule = defineRule({
  type: 'slowThermometer',
  description:
    'Slow thermometer: digits never decrease from the bulb (first cell) along the line; equal neighbours are allowed.',
  fields: {
    /** The bulb first, then the line. */
    cells: cellsField({ min: 2, max: 'N*N', description: 'The bulb first, then the line.' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    requireLine(ctx, cells);
    ctx.addRelation(cells, {
      text: 'must not decrease from the bulb',
      holds: (values) => values.every((v, i) => i === 0 || values[i - 1]! <= v),
      post: (model, vars, name) => {
        for (let i = 1; i < vars.length; i++) model.relation('le', vars[i - 1]!, vars[i]!, 0, name);
      },
    });
  },
});

/** A slow thermometer. */
export type SlowThermometerSpec = VariantConstraintOf<'slowThermometer'>;
