import { count, type IntVar, type Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

function countingCircles(n: number): CellRelation {
  return {
    text: 'each digit in a circle must be how many circles hold it',
    holds: (values) => values.every((v) => values.filter((w) => w === v).length === v),
    // Per digit v, a count variable that is 0 or v (0 only when v cannot fit in the circles), channelled
    // by `count` (domain consistent per digit), and the counts add up to the number of circles.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const k = vars.length;
      const counts: IntVar[] = [];
      for (let v = 1; v <= n; v++) {
        const c = model.intVar(`${name}: circles holding ${v}`, v <= k ? [0, v] : [0]);
        counts.push(c);
        model.add(count(vars, v, '=', c, name));
      }
      model.linear(
        counts,
        counts.map(() => 1),
        '=',
        k,
        name,
      );
    },
  };
}

/** Counting circles: the digit in each circle is the number of circles (of this set) holding that digit. */
export const countingCirclesRule = defineRule({
  type: 'countingCircles',
  description:
    'Counting circles: the digit in each circle says how many circles of this set hold that digit.',
  fields: {
    /** The circled cells (one independent set). */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The circled cells (one independent set).' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    // Some multiset of digits v, each exactly v times, must fill the circles: k = a sum of distinct digits.
    let reach = 1n;
    for (let v = 1; v <= ctx.n; v++) reach |= reach << BigInt(v);
    if (((reach >> BigInt(cells.length)) & 1n) === 0n)
      ctx.fail(`${cells.length} circles cannot be filled: it is no sum of different digits 1..${ctx.n}`);
    ctx.addRelation(cells, countingCircles(ctx.n));
  },
});

/** A set of counting circles. */
export type CountingCirclesSpec = VariantConstraintOf<'countingCircles'>;
