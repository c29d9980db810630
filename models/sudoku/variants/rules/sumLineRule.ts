import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField, withDefault } from '../variantFields.js';
import { dfaRelation } from './dfaRelation.js';
import { lineDfa } from './lineDfa.js';
import { requireLine } from './requireLine.js';

/** Whether the digits, in order, cut into consecutive pieces that each add up to `sum`. */
function splitsInto(values: readonly number[], sum: number): boolean {
  let part = 0;
  for (const v of values) {
    part += v;
    if (part === sum) part = 0;
    else if (part > sum) return false;
  }
  return part === 0;
}

/**
 * Sum line (ISS's `SumLine`): the line cuts into consecutive segments that each add up to `sum`
 * (default 10). Digits are positive, so the cut is forced: the automaton keeps the running sum.
 */
export const sumLineRule = defineRule({
  type: 'sumLine',
  description:
    "Sum line: the line divides into consecutive segments (anywhere, not only at box borders) that each add up to 'sum'.",
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 1,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
    /** Every segment's total. */
    sum: withDefault(intField({ min: 1, description: "Every segment's total." }), 10),
  },
  resolve(ctx: VariantRuleContext, { cells, sum }) {
    requireLine(ctx, cells);
    const dfa = lineDfa<number>(
      ctx.n,
      0,
      String,
      (part, d) => (part + d < sum ? part + d : part + d === sum ? 0 : undefined),
      (part) => part === 0,
    );
    ctx.addRelation(
      cells,
      dfaRelation(
        ctx,
        cells.length,
        `must divide into segments that each add up to ${sum}`,
        (v) => splitsInto(v, sum),
        dfa,
        `${cells.length} digits 1..${ctx.n} cannot divide into segments adding up to ${sum}`,
      ),
    );
  },
});

/** A sum line. */
export type SumLineSpec = VariantConstraintOf<'sumLine'>;
