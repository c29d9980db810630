import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { addWindowClasses } from './addWindowClasses.js';
import { entropicThird } from './entropicLineRule.js';

/** Global entropy (ISS `GlobalEntropy`): every 2×2 window holds a low, a middle and a high digit. */
export const globalEntropyRule = defineRule({
  type: 'globalEntropy',
  description:
    'Global entropy: every 2×2 window of the grid holds a low, a middle and a high digit (thirds of 1..N: 1-3 / 4-6 / 7-9 on 9×9).',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    const n = ctx.n;
    if (n % 3 !== 0) ctx.fail(`1..${n} does not split into three equal thirds (N must be a multiple of 3)`);
    addWindowClasses(ctx, (v) => entropicThird(v, n), 'must hold a low, a middle and a high digit');
  },
});

/** Global entropy. */
export type GlobalEntropySpec = VariantConstraintOf<'globalEntropy'>;
