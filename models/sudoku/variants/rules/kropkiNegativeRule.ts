import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { choicesField, withDefault } from '../variantFields.js';
import { forEachOrthogonalPair } from './forEachOrthogonalPair.js';
import { KROPKI_MARK } from './kropkiRule.js';

/** The f-puzzles `negative` value of each dot colour. */
const FPUZZLES_NEGATIVE = { white: 'difference', black: 'ratio' } as const;

/**
 * The negative kropki constraint: between adjacent cells with no dot, digits are not consecutive (white) /
 * not in ratio 2 (black).
 */
export const kropkiNegativeRule = defineRule({
  type: 'kropkiNegative',
  description:
    'All dots are given: adjacent cells without a dot are not consecutive (white) and not in ratio 2 (black).',
  fields: {
    /** Which dots are given in full (default both). */
    colors: withDefault(choicesField(['white', 'black'], 'Which dots are given in full.'), [
      'white',
      'black',
    ]),
  },
  resolve(ctx: VariantRuleContext, { colors }) {
    const white = colors.includes('white');
    const black = colors.includes('black');
    // The dots of every constraint must be known first.
    ctx.later(() => {
      forEachOrthogonalPair(ctx.n, (a, b) => {
        if (ctx.isMarked(KROPKI_MARK, a, b)) return;
        if (white) ctx.addPair(a, b, 'notDiff', 1);
        if (black) ctx.addPair(a, b, 'notRatio', 2);
      });
    });
  },
  fpuzzles: {
    keys: ['negative'],
    negatives: Object.values(FPUZZLES_NEGATIVE),
    read(fp) {
      const colors = (['white', 'black'] as const).filter((c) => fp.negative(FPUZZLES_NEGATIVE[c]));
      return colors.length > 0 ? [{ type: 'kropkiNegative', colors }] : [];
    },
    write(spec, fp) {
      for (const color of spec.colors ?? ['white', 'black']) fp.negative(FPUZZLES_NEGATIVE[color]);
    },
  },
});

/** A negative kropki constraint. */
export type KropkiNegativeSpec = VariantConstraintOf<'kropkiNegative'>;
