import { cellOf, fpuzzlesFail, integerOf, isEmpty, rowCol } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { intField, optional } from '../variantFields.js';

/** Sandwich: in the given row or column, the digits strictly between the 1 and the N sum to `sum`. */
export const sandwichRule = defineRule({
  type: 'sandwich',
  description:
    "In the row (or column), the digits strictly between the 1 and the N sum to 'sum'. Give exactly one of row and column.",
  fields: {
    /** 1-based row, for a row clue. */
    row: optional(intField({ min: 1, max: 'N', description: '1-based row, for a row clue.' })),
    /** 1-based column, for a column clue. */
    column: optional(intField({ min: 1, max: 'N', description: '1-based column, for a column clue.' })),
    /** The total between the 1 and the N. */
    sum: intField({ min: 0, description: 'The total between the 1 and the N (0 when they touch).' }),
  },
  exactlyOne: ['row', 'column'],
  resolve(ctx: VariantRuleContext, { row, column, sum }) {
    const n = ctx.n;
    if (n < 2) ctx.fail('a sandwich needs a grid of at least 2×2');
    const line = row === undefined ? `column ${column}` : `row ${row}`;
    const cells = ctx.geometry.houses[row === undefined ? n + column! - 1 : row - 1]!;
    if (!sandwichSums(n).has(sum)) ctx.fail(`no digits strictly between 1 and ${n} can sum to ${sum}`);
    ctx.addSandwich(cells, sum, line);
  },
  fpuzzles: {
    keys: ['sandwichsum'],
    read: (fp) =>
      fp
        .list('sandwichsum')
        .filter((e) => !isEmpty(e.value))
        .map((e) => {
          const [r, c] = rowCol(cellOf(e, 'sandwichsum'), 'sandwichsum');
          const sum = integerOf(e.value, 'sandwichsum');
          const n = fp.size;
          if ((r === 0 || r === n + 1) && c >= 1 && c <= n)
            return { type: 'sandwich', column: c, sum } as const;
          if ((c === 0 || c === n + 1) && r >= 1 && r <= n) return { type: 'sandwich', row: r, sum } as const;
          return fpuzzlesFail(`sandwichsum: clue cell R${r}C${c} is not beside the grid`);
        }),
    write: (spec, fp) =>
      fp.push('sandwichsum', {
        cell: spec.row !== undefined ? `R${spec.row}C0` : `R0C${spec.column}`,
        value: String(spec.sum),
      }),
  },
});

/** A sandwich clue. */
export type SandwichSpec = VariantConstraintOf<'sandwich'>;

/** Every total of a set of different digits strictly between 1 and N (0 for none). */
function sandwichSums(n: number): Set<number> {
  let reach = new Set<number>([0]);
  for (let d = 2; d < n; d++) {
    const next = new Set(reach);
    for (const s of reach) next.add(s + d);
    reach = next;
  }
  return reach;
}
