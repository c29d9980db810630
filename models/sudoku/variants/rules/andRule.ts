import { ChildContext } from '../composite/ChildContext.js';
import { nestedRulesField } from '../composite/nestedRulesField.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { nestedLabel } from './orRule.js';

/**
 * `and` (ISS `And`): every nested rule holds. At top level it is the same as listing them; inside an
 * `or` it groups rules into one alternative. Its rules are posted as they are (each at its own strength).
 */
export const andRule = defineRule({
  type: 'and',
  description: "Every nested rule holds (groups rules into one alternative of an 'or').",
  fields: {
    /** The rules. */
    rules: nestedRulesField(1, 'The rules, all of which hold.'),
  },
  resolve(ctx: VariantRuleContext, { rules }) {
    rules.forEach((c, i) => {
      ctx.resolveNested(c, new ChildContext(ctx, nestedLabel(c, i), false));
    });
  },
});

/** An `and` of rules. */
export type AndSpec = VariantConstraintOf<'and'>;
