import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { plainLineMapping } from './fpuzzlesLines.js';
import { requireLine } from './requireLine.js';

/** The line reads the same from both ends: one `relation eq` per mirrored pair. */
const PALINDROME: CellRelation = {
  text: 'must read the same from both ends',
  holds: (values) => values.every((v, i) => v === values[values.length - 1 - i]),
  post: (model: Model, vars: readonly IntVar[], name: string) => {
    for (let i = 0, j = vars.length - 1; i < j; i++, j--) model.relation('eq', vars[i]!, vars[j]!, 0, name);
  },
};

/** Palindrome line: it reads the same from both ends. */
export const palindromeRule = defineRule({
  type: 'palindrome',
  description: 'Palindrome line: it reads the same from both ends.',
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 2,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    requireLine(ctx, cells);
    ctx.addRelation(cells, PALINDROME);
  },
  fpuzzles: plainLineMapping('palindrome', 'palindrome'),
});

/** A palindrome line. */
export type PalindromeSpec = VariantConstraintOf<'palindrome'>;
