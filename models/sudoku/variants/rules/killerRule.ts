import { cellNamesOf, fpCells, integerOf, isEmpty } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField, optional } from '../variantFields.js';

/**
 * Killer cage: different digits, summing to `sum` when given. Cages may overlap (each is its own
 * group and sum; presolve only combines cages it has chosen pairwise disjoint). On 0-based grids a 0
 * in the cage adds nothing: the total is restated over value indices (`indexTotal`).
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
  supports: { anyGrid: true, anyValues: true, extraCells: true },
  resolve(ctx: VariantRuleContext, { cells, sum }) {
    const { minValue, maxValue, valueRange } = ctx.shape;
    ctx.addGroup(`cage #${ctx.origin.index}`, 'cage', cells);
    if (sum === undefined) return;
    // The k smallest and the k largest different values (0 counts on 0-based grids).
    const k = cells.length;
    const lo = k * minValue + (k * (k - 1)) / 2;
    const hi = k * maxValue - (k * (k - 1)) / 2;
    if (sum < lo || sum > hi)
      ctx.fail(`no ${k} different digits ${valueRange} sum to ${sum} (possible ${lo}..${hi})`);
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
