import { cellNamesOf, fpCells, integerOf, isEmpty } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField, optional } from '../variantFields.js';

/**
 * Killer cage: different digits, summing to `sum` when given. Cages may overlap (each is its own
 * group and sum; presolve only combines cages it has chosen pairwise disjoint).
 */
export const killerRule = defineRule({
  type: 'killer',
  description: "Killer cage: different digits, summing to 'sum' when given. Cages may overlap.",
  fields: {
    /** The cells of the cage. */
    cells: cellsField({ min: 1, max: 'N', description: 'The cells of the cage.' }),
    /** The total, when the cage has one. */
    sum: optional(intField({ description: 'The total, when the cage has one.' })),
  },
  resolve(ctx: VariantRuleContext, { cells, sum }) {
    const n = ctx.n;
    ctx.addGroup(`cage #${ctx.origin.index}`, 'cage', cells);
    if (sum === undefined) return;
    const k = cells.length;
    const lo = (k * (k + 1)) / 2;
    const hi = (k * (2 * n - k + 1)) / 2;
    if (sum < lo || sum > hi)
      ctx.fail(`no ${k} different digits 1..${n} sum to ${sum} (possible ${lo}..${hi})`);
    ctx.addSum(
      cells,
      cells.map(() => 1),
      sum,
    );
  },
  fpuzzles: {
    keys: ['killercage'],
    read: (fp) =>
      fp.list('killercage').map((e) => {
        const cells = cellNamesOf(e, 'cells', 'killercage');
        return isEmpty(e.value)
          ? ({ type: 'killer', cells } as const)
          : ({ type: 'killer', cells, sum: integerOf(e.value, 'killercage') } as const);
      }),
    write: (spec, fp) =>
      fp.push(
        'killercage',
        spec.sum === undefined
          ? { cells: fpCells(spec.cells) }
          : { cells: fpCells(spec.cells), value: String(spec.sum) },
      ),
  },
});

/** A killer cage. */
export type KillerCageSpec = VariantConstraintOf<'killer'>;
