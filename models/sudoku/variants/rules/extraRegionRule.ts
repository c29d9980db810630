import { cellNamesOf, fpCells } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/** A group of up to N cells whose digits are all different (a house when it has N cells). */
export const extraRegionRule = defineRule({
  type: 'extraRegion',
  description: 'Up to N cells holding different digits (every digit once when there are N).',
  fields: {
    /** The cells. */
    cells: cellsField({ min: 1, max: 'N', description: 'The cells.' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    ctx.addGroup(`extra region #${ctx.origin.index}`, 'extra', cells);
  },
  fpuzzles: {
    keys: ['extraregion'],
    read: (fp) =>
      fp
        .list('extraregion')
        .map((e) => ({ type: 'extraRegion', cells: cellNamesOf(e, 'cells', 'extraregion') })),
    write: (spec, fp) => fp.push('extraregion', { cells: fpCells(spec.cells) }),
  },
});

/** An extra region. */
export type ExtraRegionSpec = VariantConstraintOf<'extraRegion'>;
