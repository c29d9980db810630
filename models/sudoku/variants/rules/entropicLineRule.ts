import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { requireLine } from './requireLine.js';
import { windowRelation } from './windowRelation.js';

/** Which third of 1..n a digit is in: 0 low, 1 middle, 2 high (1-3 / 4-6 / 7-9 on 1..9). */
export function entropicThird(v: number, n: number): number {
  return Math.floor((3 * (v - 1)) / n);
}

/**
 * Entropic line: every three cells in a row on it hold one low, one middle and one high digit (thirds of
 * 1..N: 1-3, 4-6, 7-9 on 1..9). A 2-cell line holds digits from different thirds.
 */
export const entropicLineRule = defineRule({
  type: 'entropicLine',
  description:
    'Entropic line: any three cells in a row on it hold one low, one middle and one high digit (thirds of 1..N: 1-3, 4-6, 7-9 on 1..9).',
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 2,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    const n = ctx.n;
    if (n < 3) ctx.fail(`a ${n}×${n} grid has no three thirds of digits`);
    requireLine(ctx, cells);
    const width = Math.min(3, cells.length);
    ctx.addRelation(
      cells,
      windowRelation(
        'any three in a row must be one low, one middle, one high',
        'entropicLine',
        width,
        n,
        (w) => new Set(w.map((v) => entropicThird(v, n))).size === w.length,
      ),
    );
  },
});

/** An entropic line. */
export type EntropicLineSpec = VariantConstraintOf<'entropicLine'>;
