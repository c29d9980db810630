import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { requireLine } from './requireLine.js';

/** Double arrow: the digits strictly inside the line add up to the sum of its two ends (the circles). */
export const doubleArrowRule = defineRule({
  type: 'doubleArrow',
  description:
    'Double arrow: the digits between the two ends (the circles: first and last cell) add up to the sum of the two ends; digits may repeat.',
  fields: {
    /** The line from one circled end to the other. */
    cells: cellsField({ min: 3, max: 'N*N', description: 'The line from one circled end to the other.' }),
  },
  supports: { anyGrid: true, anyValues: true },
  resolve(ctx: VariantRuleContext, { cells }) {
    requireLine(ctx, cells);
    const { minValue, maxValue } = ctx.shape;
    const inner = cells.slice(1, -1);
    // The ends sum to 2·min..2·max at most (less when they share a house).
    if (inner.length * minValue > 2 * maxValue || inner.length * maxValue < 2 * minValue) {
      ctx.fail(`${inner.length} digits cannot add up to the ends' sum (${2 * minValue}..${2 * maxValue})`);
    }
    ctx.addSum([...inner, cells[0]!, cells.at(-1)!], [...inner.map(() => 1), -1, -1], 0);
  },
});

/** A double arrow. */
export type DoubleArrowSpec = VariantConstraintOf<'doubleArrow'>;
