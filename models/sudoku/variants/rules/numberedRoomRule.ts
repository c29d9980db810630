import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { intField } from '../variantFields.js';
import { dfaRelation } from './dfaRelation.js';
import { lineDfa } from './lineDfa.js';
import { OUTSIDE_FIELDS, outsideLine } from './outsideClue.js';

/** Numbered room: read from the clue, the X-th digit of the row or column is `digit`, X the first digit. */
export const numberedRoomRule = defineRule({
  type: 'numberedRoom',
  description:
    "Numbered room clue outside the grid: read from the clue, the X-th digit of the row or column is 'digit', X being the first digit. Give exactly one of row and column.",
  fields: {
    ...OUTSIDE_FIELDS,
    /** The digit in the X-th cell. */
    digit: intField({ min: 1, max: 'N', description: 'The digit in the X-th cell, 1..N.' }),
  },
  exactlyOne: ['row', 'column'],
  resolve(ctx: VariantRuleContext, { digit, ...place }) {
    const { cells, label } = outsideLine(ctx, place);
    // State: 'start', then [position of the next cell, the target position], then 'done'.
    type S = 'start' | 'done' | readonly [number, number];
    const dfa = lineDfa<S>(
      ctx.n,
      'start',
      (s) => (typeof s === 'string' ? s : `${s[0]},${s[1]}`),
      (s, d) => {
        if (s === 'done') return s;
        if (s === 'start') return d === 1 ? (digit === 1 ? 'done' : undefined) : [1, d - 1];
        const [at, target] = s;
        if (at < target) return [at + 1, target];
        return d === digit ? 'done' : undefined;
      },
      (s) => s === 'done',
    );
    ctx.addRelation(
      cells,
      dfaRelation(
        ctx,
        cells.length,
        `${label}: the X-th digit (X the first digit) must be ${digit}`,
        (v) => v[v[0]! - 1] === digit,
        dfa,
        `no line of ${ctx.n} digits has ${digit} as its X-th digit`,
      ),
    );
  },
});

/** A numbered room clue. */
export type NumberedRoomSpec = VariantConstraintOf<'numberedRoom'>;
