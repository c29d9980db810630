import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { intField } from '../variantFields.js';
import { dfaRelation } from './dfaRelation.js';
import { lineDfa } from './lineDfa.js';
import { OUTSIDE_FIELDS, outsideClueCell, outsideLine, placeOf, readOutsideClue } from './outsideClue.js';

/** The first X digits from the clue sum to `sum`, X being the first digit. */
function xSumHolds(values: readonly number[], sum: number): boolean {
  const x = values[0]!;
  if (x > values.length) return false;
  return values.slice(0, x).reduce((s, v) => s + v, 0) === sum;
}

/** X-sum: the first X digits of the row or column, read from the clue, add up to `sum`; X is the first. */
export const xSumRule = defineRule({
  type: 'xSum',
  description:
    "X-sum clue outside the grid: read from the clue, the first X digits of the row or column add up to 'sum', X being the first digit. Give exactly one of row and column.",
  fields: {
    ...OUTSIDE_FIELDS,
    /** The total of the first X digits. */
    sum: intField({ min: 1, description: 'The total of the first X digits.' }),
  },
  exactlyOne: ['row', 'column'],
  resolve(ctx: VariantRuleContext, { sum, ...place }) {
    const { cells, label } = outsideLine(ctx, place);
    // State: digits still to add and what they must still make; [0, 0] once the X digits are read.
    type S = readonly [number, number] | 'start';
    const dfa = lineDfa<S>(
      ctx.n,
      'start',
      (s) => (s === 'start' ? 's' : `${s[0]},${s[1]}`),
      (s, d) => {
        if (s === 'start') return d <= sum ? [d - 1, sum - d] : undefined;
        const [left, rest] = s;
        if (left === 0) return s;
        return d <= rest ? [left - 1, rest - d] : undefined;
      },
      (s) => s !== 'start' && s[0] === 0 && s[1] === 0,
    );
    ctx.addRelation(
      cells,
      dfaRelation(
        ctx,
        cells.length,
        `${label}: the first X digits (X the first digit) must add up to ${sum}`,
        (v) => xSumHolds(v, sum),
        dfa,
        `no ${ctx.n} digits 1..${ctx.n} have an X-sum of ${sum}`,
      ),
    );
  },
  fpuzzles: {
    keys: ['xsum'],
    read: (fp) =>
      fp.list('xsum').flatMap((e) => {
        const c = readOutsideClue(e, fp.size, 'xsum');
        if (c === undefined) return [];
        const { value, row, column, from } = c;
        return [
          row === undefined
            ? ({ type: 'xSum', column: column!, from, sum: value } as const)
            : ({ type: 'xSum', row, from, sum: value } as const),
        ];
      }),
    write: (spec, fp) =>
      fp.push('xsum', { cell: outsideClueCell(placeOf(spec), fp.size), value: String(spec.sum) }),
  },
});

/** An X-sum clue. */
export type XSumSpec = VariantConstraintOf<'xSum'>;
