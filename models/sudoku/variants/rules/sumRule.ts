import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField, intsField, optional } from '../variantFields.js';

/**
 * Free sum: the digits of any cells (not necessarily different, not necessarily touching) add up to
 * `sum`, each weighted by its coefficient when `coefficients` is given (ISS's `Sum`).
 */
export const sumRule = defineRule({
  type: 'sum',
  description:
    "The digits of the cells (any cells; digits may repeat) add up to 'sum', each times its coefficient when 'coefficients' is given.",
  fields: {
    /** The cells. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells (any cells; digits may repeat).' }),
    /** The total. */
    sum: intField({ description: 'The total.' }),
    /** One integer weight per cell (default 1 each). */
    coefficients: optional(
      intsField({
        min: 1,
        max: 'N*N',
        lo: -100,
        hi: 100,
        description: 'One integer weight per cell, -100..100 (default 1 each).',
      }),
    ),
  },
  supports: { anyGrid: true, anyValues: true, extraCells: true },
  resolve(ctx: VariantRuleContext, { cells, sum, coefficients }) {
    const coeffs = coefficients ?? cells.map(() => 1);
    if (coeffs.length !== cells.length)
      ctx.fail(`'coefficients' has ${coeffs.length} entries for ${cells.length} cells`);
    // Reachable totals when every value is free in its range (a sound, quick bound: givens are checked later).
    const { minValue, maxValue, valueRange } = ctx.shape;
    let lo = 0;
    let hi = 0;
    for (const a of coeffs) {
      lo += Math.min(a * minValue, a * maxValue);
      hi += Math.max(a * minValue, a * maxValue);
    }
    if (sum < lo || sum > hi)
      ctx.fail(`digits ${valueRange} in these cells cannot sum to ${sum} (possible ${lo}..${hi})`);
    ctx.addSum(cells, coeffs, sum);
  },
});

/** A free sum. */
export type SumSpec = VariantConstraintOf<'sum'>;
