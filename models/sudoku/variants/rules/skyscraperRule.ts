import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { intField } from '../variantFields.js';
import { dfaRelation } from './dfaRelation.js';
import { lineDfa } from './lineDfa.js';
import { OUTSIDE_FIELDS, outsideClueCell, outsideLine, placeOf, readOutsideClue } from './outsideClue.js';

/** How many digits, read in order, are higher than every digit before them. */
function visible(values: readonly number[]): number {
  let top = 0;
  let seen = 0;
  for (const v of values) {
    if (v > top) {
      top = v;
      seen++;
    }
  }
  return seen;
}

/** Skyscraper: seen from the clue, `count` digits of the row or column are higher than all before them. */
export const skyscraperRule = defineRule({
  type: 'skyscraper',
  description:
    "Skyscraper clue outside the grid: digits are buildings of that height; seen from the clue, 'count' of them are visible (higher than every one before). Give exactly one of row and column.",
  fields: {
    ...OUTSIDE_FIELDS,
    /** How many buildings are visible. */
    count: intField({ min: 1, max: 'N', description: 'How many buildings are visible, 1..N.' }),
  },
  exactlyOne: ['row', 'column'],
  resolve(ctx: VariantRuleContext, { count, ...place }) {
    const { cells, label } = outsideLine(ctx, place);
    // State: the tallest so far and how many were visible.
    const dfa = lineDfa<readonly [number, number]>(
      ctx.n,
      [0, 0],
      (s) => `${s[0]},${s[1]}`,
      ([top, seen], d) => (d > top ? (seen < count ? [d, seen + 1] : undefined) : [top, seen]),
      (s) => s[1] === count,
    );
    ctx.addRelation(
      cells,
      dfaRelation(
        ctx,
        cells.length,
        `${label}: ${count} buildings must be visible`,
        (v) => visible(v) === count,
        dfa,
        `no line of ${ctx.n} digits shows ${count} buildings`,
      ),
    );
  },
  fpuzzles: {
    keys: ['skyscraper'],
    read: (fp) =>
      fp.list('skyscraper').flatMap((e) => {
        const c = readOutsideClue(e, fp.size, 'skyscraper');
        if (c === undefined) return [];
        const { value, row, column, from } = c;
        return [
          row === undefined
            ? ({ type: 'skyscraper', column: column!, from, count: value } as const)
            : ({ type: 'skyscraper', row, from, count: value } as const),
        ];
      }),
    write: (spec, fp) =>
      fp.push('skyscraper', { cell: outsideClueCell(placeOf(spec), fp.size), value: String(spec.count) }),
  },
});

/** A skyscraper clue. */
export type SkyscraperSpec = VariantConstraintOf<'skyscraper'>;
