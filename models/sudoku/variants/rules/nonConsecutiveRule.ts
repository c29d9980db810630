import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { forEachOrthogonalPair } from './forEachOrthogonalPair.js';

/** Orthogonally adjacent cells never hold consecutive digits. */
export const nonConsecutiveRule = defineRule({
  type: 'nonConsecutive',
  description: 'Orthogonally adjacent cells never hold consecutive digits.',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    forEachOrthogonalPair(ctx.n, (a, b) => ctx.addPair(a, b, 'notDiff', 1));
  },
  fpuzzles: {
    keys: ['nonconsecutive'],
    read: (fp) => (fp.flag('nonconsecutive') ? [{ type: 'nonConsecutive' }] : []),
    write: (_, fp) => fp.flag('nonconsecutive'),
  },
});

/** A non-consecutive constraint. */
export type NonConsecutiveSpec = VariantConstraintOf<'nonConsecutive'>;
