import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';

/** Cells at the same position in every box form a house. */
export const disjointGroupsRule = defineRule({
  type: 'disjointGroups',
  description: 'Cells at the same position in every box hold every digit once. Needs boxes (no regions).',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    if (ctx.jigsaw) ctx.fail('disjoint groups need regular boxes, not jigsaw regions');
    const g = ctx.geometry;
    const n = ctx.n;
    for (let p = 0; p < n; p++) {
      const offset = Math.floor(p / g.boxWidth) * n + (p % g.boxWidth);
      const cells = Array.from({ length: n }, (_, b) => g.boxOrigin(b) + offset);
      ctx.addGroup(`disjoint group ${p + 1}`, 'disjoint', cells);
    }
  },
  fpuzzles: {
    keys: ['disjointgroups'],
    read: (fp) => (fp.flag('disjointgroups') ? [{ type: 'disjointGroups' }] : []),
    write: (_, fp) => fp.flag('disjointgroups'),
  },
});

/** A disjoint-groups constraint. */
export type DisjointGroupsSpec = VariantConstraintOf<'disjointGroups'>;
