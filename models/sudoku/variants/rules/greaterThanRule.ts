import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

const GREATER: CellRelation = {
  text: 'the first must be greater than the second',
  holds: (values) => values[0]! > values[1]!,
  post: (model: Model, vars: readonly IntVar[], name: string) => {
    model.relation('lt', vars[1]!, vars[0]!, 0, name);
  },
};

/** Greater-than sign between two orthogonally adjacent cells: the first holds the greater digit. */
export const greaterThanRule = defineRule({
  type: 'greaterThan',
  description:
    'Greater-than sign between two orthogonally adjacent cells: the first holds the greater digit.',
  fields: {
    /** The greater cell, then the smaller. */
    cells: cellsField({ min: 2, max: 2, description: 'The greater cell, then the smaller one.' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    ctx.requireAdjacent(cells[0]!, cells[1]!, false);
    ctx.addRelation(cells, GREATER);
  },
});

/** A greater-than sign. */
export type GreaterThanSpec = VariantConstraintOf<'greaterThan'>;
