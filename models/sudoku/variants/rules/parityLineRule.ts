import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { requireLine } from './requireLine.js';
import { windowRelation } from './windowRelation.js';

/** Parity line: odd and even digits alternate along it. */
export const parityLineRule = defineRule({
  type: 'parityLine',
  description: 'Parity line: odd and even digits alternate along it.',
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
    ctx.addRelation(
      cells,
      windowRelation('odd and even must alternate', 'parityLine', 2, ctx.n, (w) => (w[0]! + w[1]!) % 2 === 1),
    );
  },
});

/** A parity line. */
export type ParityLineSpec = VariantConstraintOf<'parityLine'>;
