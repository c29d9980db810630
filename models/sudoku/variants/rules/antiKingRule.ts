import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { addMoveInequalities } from './addMoveInequalities.js';

/** Cells a chess king's move apart (diagonal neighbours included) hold different digits. */
export const antiKingRule = defineRule({
  type: 'antiKing',
  description: "Cells a king's move apart hold different digits.",
  fields: {},
  resolve(ctx: VariantRuleContext) {
    // Orthogonal neighbours share a row or column already: only the diagonal steps are new.
    addMoveInequalities(ctx, [
      [1, 1],
      [1, -1],
    ]);
  },
  fpuzzles: {
    keys: ['antiking'],
    read: (fp) => (fp.flag('antiking') ? [{ type: 'antiKing' }] : []),
    write: (_, fp) => fp.flag('antiking'),
  },
});

/** An anti-king constraint. */
export type AntiKingSpec = VariantConstraintOf<'antiKing'>;
