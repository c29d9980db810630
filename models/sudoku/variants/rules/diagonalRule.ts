import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { choiceField, withDefault } from '../variantFields.js';

/** Sudoku X: each main diagonal (or one of them) holds every digit once. */
export const diagonalRule = defineRule({
  type: 'diagonal',
  description:
    'Sudoku X: each main diagonal (main = r1c1 to rNcN, anti = r1cN to rNc1) holds every digit once.',
  fields: {
    /** Which diagonals: `'main'`, `'anti'` or `'both'` (default). */
    direction: withDefault(
      choiceField(['main', 'anti', 'both'], 'Which diagonals hold every digit once.'),
      'both',
    ),
  },
  resolve(ctx: VariantRuleContext, { direction }) {
    const n = ctx.n;
    if (direction !== 'anti') {
      ctx.addGroup(
        'main diagonal',
        'diagonal',
        Array.from({ length: n }, (_, i) => i * n + i),
      );
    }
    if (direction !== 'main') {
      ctx.addGroup(
        'anti diagonal',
        'diagonal',
        Array.from({ length: n }, (_, i) => i * n + (n - 1 - i)),
      );
    }
  },
  fpuzzles: {
    keys: ['diagonal+', 'diagonal-'],
    read(fp) {
      const main = fp.flag('diagonal-');
      const anti = fp.flag('diagonal+');
      if (!main && !anti) return [];
      return [{ type: 'diagonal', direction: main && anti ? 'both' : main ? 'main' : 'anti' } as const];
    },
    write(spec, fp) {
      if (spec.direction !== 'anti') fp.flag('diagonal-');
      if (spec.direction !== 'main') fp.flag('diagonal+');
    },
  },
});

/** A diagonal constraint (sudoku X). */
export type DiagonalSpec = VariantConstraintOf<'diagonal'>;
