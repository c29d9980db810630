import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, optional } from '../variantFields.js';
import { chaosRunDfa } from './chaosRunDfa.js';
import { dfaRelation } from './dfaRelation.js';

/**
 * Whether the run rule holds: `values` is the control digit X, then the region labels of the listed
 * cells; the first X labels are equal and the next one, if listed, differs. X larger than the list
 * cannot hold (the run would leave the listed cells).
 */
function runHolds(values: readonly number[]): boolean {
  const x = values[0]!;
  const labels = values.slice(1);
  if (x > labels.length) return false;
  for (let i = 1; i < x; i++) if (labels[i] !== labels[0]) return false;
  return x === labels.length || labels[x] !== labels[x - 1];
}

/**
 * Chaos arrow (ISS `ChaosArrow`), for chaos constructions: the control cell's digit X says that the
 * first X of the listed cells lie in one region and the next listed cell, if any, in another. The
 * listed cells usually start at the arrow's own cell and follow it to the grid's edge (the region of the
 * arrow cell then counts as the first of the run). Posted as one `regular` over the control cell and
 * the listed cells' region labels (state: cells of the run still to read and its label): domain
 * consistent on them.
 */
export const chaosArrowRule = defineRule({
  type: 'chaosArrow',
  description:
    "Chaos construction: the control cell's digit X says the first X listed cells share a region and the next listed cell, if any, lies in another.",
  fields: {
    /** The cells whose regions are read, in order. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells whose regions are read, in order.' }),
    /** The cell whose digit gives the run length (default: the first listed cell). */
    control: optional(
      cellsField({
        min: 1,
        max: 1,
        description: 'The cell whose digit gives the run length (default: the first listed cell).',
      }),
    ),
  },
  supports: { anyGrid: true },
  resolve(ctx: VariantRuleContext, { cells, control }) {
    const shape = ctx.shape;
    if (!shape.chaos) ctx.fail("a chaos arrow reads regions chosen by the solve: the puzzle needs 'chaos'");
    const n = ctx.n;
    const m = cells.length;
    const dfa = chaosRunDfa(n, m);
    const at = control?.[0] ?? cells[0]!;
    ctx.addRelation(
      [at, ...cells.map((c) => shape.regionCell(c))],
      dfaRelation(
        ctx,
        m + 1,
        `as many listed cells as ${ctx.cellName(at)} says must share a region, the next one lie in another`,
        runHolds,
        dfa,
        `no run length fits ${m} listed cells`,
      ),
    );
  },
});

/** A chaos arrow. */
export type ChaosArrowSpec = VariantConstraintOf<'chaosArrow'>;
