import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { addWindowClasses } from './addWindowClasses.js';

/** Global mod 3 (ISS `GlobalMod`): every 2×2 window holds a digit of each residue mod 3. */
export const globalModRule = defineRule({
  type: 'globalMod',
  description:
    'Global mod 3: every 2×2 window of the grid holds a digit from each of 1 4 7, 2 5 8 and 3 6 9.',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    if (ctx.n < 3) ctx.fail(`1..${ctx.n} has no digit of every residue mod 3`);
    addWindowClasses(ctx, (v) => v % 3, 'must hold a digit of each residue mod 3');
  },
});

/** Global mod 3. */
export type GlobalModSpec = VariantConstraintOf<'globalMod'>;
