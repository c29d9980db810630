import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { intField } from '../variantFields.js';
import { dfaRelation } from './dfaRelation.js';
import { lineDfa } from './lineDfa.js';
import { OUTSIDE_FIELDS, outsideLine } from './outsideClue.js';

/** The first digit, read in order, lower than one before it (hidden behind it); 0 when none is. */
function firstHidden(values: readonly number[]): number {
  let top = 0;
  for (const v of values) {
    if (v < top) return v;
    top = v;
  }
  return 0;
}

/**
 * Hidden skyscraper (ISS's `HiddenSkyscraper`): seen from the clue, the first building hidden behind a
 * taller one before it has height `digit` (0: none is hidden).
 */
export const hiddenSkyscraperRule = defineRule({
  type: 'hiddenSkyscraper',
  description:
    "Hidden skyscraper clue outside the grid: seen from the clue, the first digit lower than one before it (hidden) is 'digit' (0: none is hidden). Give exactly one of row and column.",
  fields: {
    ...OUTSIDE_FIELDS,
    /** The first hidden building, 0 for none. */
    digit: intField({ min: 0, max: 'N', description: 'The first hidden building, 0..N (0: none).' }),
  },
  exactlyOne: ['row', 'column'],
  resolve(ctx: VariantRuleContext, { digit, ...place }) {
    const { cells, label } = outsideLine(ctx, place);
    // State: the tallest so far (every digit so far visible), or 'done' once the clue's digit is hidden.
    const dfa = lineDfa<number | 'done'>(
      ctx.n,
      0,
      String,
      (s, d) => (s === 'done' ? s : d > s ? d : d === digit ? 'done' : undefined),
      (s) => s === 'done' || digit === 0,
    );
    ctx.addRelation(
      cells,
      dfaRelation(
        ctx,
        cells.length,
        digit === 0
          ? `${label}: no building may be hidden`
          : `${label}: the first hidden building must be ${digit}`,
        (v) => firstHidden(v) === digit,
        dfa,
        `no line of ${ctx.n} digits hides ${digit} first`,
      ),
    );
  },
});

/** A hidden skyscraper clue. */
export type HiddenSkyscraperSpec = VariantConstraintOf<'hiddenSkyscraper'>;
