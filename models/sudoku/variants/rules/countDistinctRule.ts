import { type IntVar, type Model, nValue } from '../../../../core/index.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField } from '../variantFields.js';

/** Count distinct: the cells hold exactly `count` different digits (`nValue` with a fixed count). */
export const countDistinctRule = defineRule({
  type: 'countDistinct',
  description: "The cells hold exactly 'count' different digits.",
  fields: {
    /** The cells. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells.' }),
    /** How many different digits they hold. */
    count: intField({ min: 1, max: 'N', description: 'How many different digits they hold.' }),
  },
  resolve(ctx: VariantRuleContext, { cells, count }) {
    if (count > cells.length) ctx.fail(`${cells.length} cells cannot hold ${count} different digits`);
    ctx.addRelation(cells, {
      text: `must hold exactly ${count} different digits`,
      holds: (v) => new Set(v).size === count,
      post: (model: Model, vars: readonly IntVar[], name: string) => {
        const k = model.intVar(`${name}: distinct digits`, { min: count, max: count });
        model.add(nValue(k, vars, name));
      },
    });
  },
});

/** A count-distinct set. */
export type CountDistinctSpec = VariantConstraintOf<'countDistinct'>;
