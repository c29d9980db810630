import { element, type IntVar, type Model } from '../../../../core/index.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/**
 * Value indexing (ISS `ValueIndexing`): along the arrow, the first cell's digit X appears again k
 * cells after the second cell, k being the second cell's digit. Posted as
 * `element(index = 2nd cell, array = cells 3.., value = 1st cell)` (1-based), which also keeps k
 * within the arrow.
 */
export const valueIndexingRule = defineRule({
  type: 'valueIndexing',
  description:
    "Value indexing arrow: the first cell's digit appears again k cells after the second cell, k being the second cell's digit.",
  fields: {
    /** The arrow: the digit, the index, then the indexed cells. */
    cells: cellsField({
      min: 3,
      max: 'N*N',
      description: 'The arrow: the digit cell, the index cell, the indexed cells.',
    }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    const len = cells.length - 2;
    if (len > ctx.n)
      ctx.fail(`the index cell can point at most ${ctx.n} cells away; the arrow has ${len} after it`);
    ctx.addRelation(cells, {
      text: "the second cell's digit must point at a copy of the first cell's digit",
      holds: (v) => v[1]! >= 1 && v[1]! <= len && v[1 + v[1]!] === v[0],
      post: (model: Model, vars: readonly IntVar[], name: string) => {
        model.add(element(vars[1]!, vars.slice(2), vars[0]!, 1, name));
      },
    });
  },
});

/** A value-indexing arrow. */
export type ValueIndexingSpec = VariantConstraintOf<'valueIndexing'>;
