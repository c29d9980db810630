import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { forEachOrthogonalPair } from './forEachOrthogonalPair.js';
import { XV_MARK } from './xvRule.js';

/** The negative XV constraint: adjacent cells without an X or V sum to neither 5 nor 10. */
export const xvNegativeRule = defineRule({
  type: 'xvNegative',
  description: 'All X and V are given: other adjacent cells sum to neither 5 nor 10.',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    const n = ctx.n;
    // Every X and V must be known first.
    ctx.later(() => {
      forEachOrthogonalPair(n, (a, b) => {
        if (ctx.isMarked(XV_MARK, a, b)) return;
        ctx.addPair(a, b, 'notSum', 5);
        // Two different digits 1..N reach 10 only from N = 6 on.
        if (2 * n - 1 >= 10) ctx.addPair(a, b, 'notSum', 10);
      });
    });
  },
  fpuzzles: {
    keys: ['negative'],
    negatives: ['xv'],
    read: (fp) => (fp.negative('xv') ? [{ type: 'xvNegative' }] : []),
    write: (_, fp) => fp.negative('xv'),
  },
});

/** A negative XV constraint. */
export type XvNegativeSpec = VariantConstraintOf<'xvNegative'>;
