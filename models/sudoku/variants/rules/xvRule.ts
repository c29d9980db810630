import { fpCells, fpuzzlesFail, pairOf } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, choiceField } from '../variantFields.js';

/** The mark an X or V leaves between its two cells (one per pair; the negative rule reads them). */
export const XV_MARK = 'X or V';

/** XV: the two adjacent cells sum to 10 (`X`) or 5 (`V`). */
export const xvRule = defineRule({
  type: 'xv',
  description: 'The two adjacent cells sum to 10 (X) or 5 (V).',
  fields: {
    /** X = 10, V = 5. */
    letter: choiceField(['X', 'V'], 'X = 10, V = 5.'),
    /** The two adjacent cells. */
    cells: cellsField({ min: 2, max: 2, description: 'The two cells.' }),
  },
  resolve(ctx: VariantRuleContext, { letter, cells }) {
    const [a, b] = cells as [number, number];
    ctx.requireAdjacent(a, b, false);
    ctx.mark(XV_MARK, a, b);
    const k = letter === 'X' ? 10 : 5;
    ctx.addPossiblePair(a, b, 'sum', k, `no two different digits 1..${ctx.n} sum to ${k}`);
  },
  fpuzzles: {
    keys: ['xv'],
    read: (fp) =>
      fp.list('xv').map((e) => {
        const letter = typeof e.value === 'string' ? e.value.toUpperCase() : e.value;
        if (letter !== 'X' && letter !== 'V')
          fpuzzlesFail(`xv: value ${JSON.stringify(e.value)} is neither 'X' nor 'V'`);
        return { type: 'xv', letter, cells: pairOf(e, 'xv') } as const;
      }),
    write: (spec, fp) => fp.push('xv', { cells: fpCells(spec.cells), value: spec.letter }),
  },
});

/** An X or a V. */
export type XvSpec = VariantConstraintOf<'xv'>;
