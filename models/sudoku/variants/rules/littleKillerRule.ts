import type { CellRef } from '../CellRef.js';
import type { FPuzzlesEntry } from '../FPuzzlesMapping.js';
import { cellNamesOf, cellOf, fpCells, fpuzzlesFail, integerOf, isEmpty, rowCol } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField } from '../variantFields.js';

/** Little killer: the digits along a diagonal line of cells sum to `sum` (digits may repeat). */
export const littleKillerRule = defineRule({
  type: 'littleKiller',
  description:
    "The digits on a diagonal line of cells (one diagonal step at a time) sum to 'sum'; digits may repeat.",
  fields: {
    /** Cells along one diagonal. */
    cells: cellsField({
      min: 1,
      max: 'N',
      description: 'Cells along one diagonal, each a diagonal step from the previous one.',
    }),
    /** The total. */
    sum: intField({ description: 'The total.' }),
  },
  supports: { anyGrid: true, anyValues: true },
  resolve(ctx: VariantRuleContext, { cells, sum }) {
    const g = ctx.shape;
    const { minValue, maxValue, valueRange } = g;
    for (let i = 1; i < cells.length; i++) {
      // Every step the same diagonal move (compared by row and column: an index step could wrap).
      const dr = g.row(cells[i]!) - g.row(cells[i - 1]!);
      const dc = g.col(cells[i]!) - g.col(cells[i - 1]!);
      const dr0 = g.row(cells[1]!) - g.row(cells[0]!);
      const dc0 = g.col(cells[1]!) - g.col(cells[0]!);
      if (Math.abs(dr) !== 1 || Math.abs(dc) !== 1 || dr !== dr0 || dc !== dc0) {
        ctx.fail('the cells must follow one diagonal, one step at a time');
      }
    }
    const k = cells.length;
    if (sum < k * minValue || sum > k * maxValue)
      ctx.fail(`${k} digits ${valueRange} cannot sum to ${sum} (possible ${k * minValue}..${k * maxValue})`);
    ctx.addSum(
      cells,
      cells.map(() => 1),
      sum,
    );
  },
  fpuzzles: {
    keys: ['littlekillersum'],
    read: (fp) =>
      fp
        .list('littlekillersum')
        .filter((e) => !isEmpty(e.value)) // an unfilled clue says nothing
        .map((e) => ({
          type: 'littleKiller',
          cells: littleKillerCells(e, fp.size),
          sum: integerOf(e.value, 'littlekillersum'),
        })),
    write: (spec, fp) => fp.push('littlekillersum', { cells: fpCells(spec.cells), value: String(spec.sum) }),
  },
});

/** A little killer clue. */
export type LittleKillerSpec = VariantConstraintOf<'littleKiller'>;

const STEPS: Readonly<Record<string, readonly [number, number]>> = {
  UL: [-1, -1],
  UR: [-1, 1],
  DL: [1, -1],
  DR: [1, 1],
};

/** The diagonal of an f-puzzles little killer clue: its `cells` when listed, else walked from the clue cell. */
function littleKillerCells(e: FPuzzlesEntry, size: number): CellRef[] {
  if (Array.isArray(e.cells) && e.cells.length > 0) return cellNamesOf(e, 'cells', 'littlekillersum');
  const step = typeof e.direction === 'string' ? STEPS[e.direction] : undefined;
  if (step === undefined)
    fpuzzlesFail(`littlekillersum: direction ${JSON.stringify(e.direction)} is not UL, UR, DL or DR`);
  let [r, c] = rowCol(cellOf(e, 'littlekillersum'), 'littlekillersum');
  const out: CellRef[] = [];
  for (r += step[0], c += step[1]; r >= 1 && c >= 1 && r <= size && c <= size; r += step[0], c += step[1]) {
    out.push(`r${r}c${c}`);
  }
  if (out.length === 0) {
    fpuzzlesFail(
      `littlekillersum: the diagonal from ${String(e.cell)} going ${String(e.direction)} misses the grid`,
    );
  }
  return out;
}
