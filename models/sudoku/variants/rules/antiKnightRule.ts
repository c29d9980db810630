import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { addMoveInequalities } from './addMoveInequalities.js';

/** Cells a chess knight's move apart hold different digits. */
export const antiKnightRule = defineRule({
  type: 'antiKnight',
  description: "Cells a knight's move apart hold different digits.",
  fields: {},
  resolve(ctx: VariantRuleContext) {
    addMoveInequalities(ctx, [
      [1, 2],
      [2, 1],
      [1, -2],
      [2, -1],
    ]);
  },
  fpuzzles: {
    keys: ['antiknight'],
    read: (fp) => (fp.flag('antiknight') ? [{ type: 'antiKnight' }] : []),
    write: (_, fp) => fp.flag('antiknight'),
  },
});

/** An anti-knight constraint. */
export type AntiKnightSpec = VariantConstraintOf<'antiKnight'>;
