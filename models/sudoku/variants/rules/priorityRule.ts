import { type IntVar, MAX_SEARCH_PRIORITY, type Model } from '../../../../core/index.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField } from '../variantFields.js';

/**
 * Cell priority (ISS `Priority`): a search hint, no rule. Among the cells the native search finds tied
 * on candidates (its `mrv` order), those with a higher `priority` are tried first, before the number of
 * constraints on a cell breaks the tie (`Model.searchPriority`). It never changes the solutions or their
 * number; the checker has nothing to check. Other backends ignore it.
 */
export const priorityRule = defineRule({
  type: 'priority',
  description:
    "A search hint, no rule: among cells with as many candidates, those with a higher 'priority' are searched first.",
  fields: {
    /** The cells. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells.' }),
    /** Their priority level (0 is every cell's default; negative: searched last). */
    priority: intField({
      min: -MAX_SEARCH_PRIORITY,
      max: MAX_SEARCH_PRIORITY,
      description: `Their priority level, -${MAX_SEARCH_PRIORITY}..${MAX_SEARCH_PRIORITY} (0 is the default; higher first).`,
    }),
  },
  supports: { anyGrid: true, anyValues: true, extraCells: true },
  resolve(ctx: VariantRuleContext, { cells, priority }) {
    ctx.addRelation(cells, {
      text: 'a search hint (always holds)',
      holds: () => true,
      post: (model: Model, vars: readonly IntVar[]) => {
        model.searchPriority(vars, priority);
      },
    });
  },
});

/** A cell priority hint. */
export type PrioritySpec = VariantConstraintOf<'priority'>;
