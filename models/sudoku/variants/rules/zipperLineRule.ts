import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { requireLine } from './requireLine.js';

function zipper(n: number, length: number): CellRelation {
  const odd = length % 2 === 1;
  const centre = (length - 1) / 2;
  const pairSums = (values: readonly number[]): number[] => {
    const out: number[] = [];
    for (let i = 0, j = values.length - 1; i < j; i++, j--) out.push(values[i]! + values[j]!);
    return out;
  };
  return {
    text: odd
      ? 'digits equally far from the centre must sum to the centre digit'
      : 'digits equally far from the centre must all have the same sum',
    holds: (values) => {
      const sums = pairSums(values);
      const target = odd ? values[centre]! : sums[0]!;
      return sums.every((s) => s === target);
    },
    // Odd length: x + y − centre = 0 per pair. Even: one helper for the common sum, x + y − s = 0 per pair.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const target = odd ? vars[centre]! : model.intVar(`${name}: pair sum`, { min: 3, max: 2 * n - 1 });
      for (let i = 0, j = vars.length - 1; i < j; i++, j--)
        model.linear([vars[i]!, vars[j]!, target], [1, 1, -1], '=', 0, name);
    },
  };
}

/**
 * Zipper line: digits equally far from the line's centre sum to the same total; on a line of odd length
 * that total is the centre digit.
 */
export const zipperLineRule = defineRule({
  type: 'zipperLine',
  description:
    "Zipper line: digits equally far from the line's centre have the same sum; on an odd-length line, that sum is the centre digit.",
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 3,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    requireLine(ctx, cells);
    ctx.addRelation(cells, zipper(ctx.n, cells.length));
  },
});

/** A zipper line. */
export type ZipperLineSpec = VariantConstraintOf<'zipperLine'>;
