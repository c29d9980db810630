import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import { cellNamesOf, fpCells } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/** Two cells hold the same digit: one `relation eq`. */
const SAME: CellRelation = {
  text: 'must hold the same digit',
  holds: (v) => v[0] === v[1],
  post: (model: Model, vars: readonly IntVar[], name: string) => {
    model.relation('eq', vars[0]!, vars[1]!, 0, name);
  },
};

/** Clones: `clones[i]` holds the same digit as `cells[i]`, cell by cell (f-puzzles `clone`). */
export const cloneRule = defineRule({
  type: 'clone',
  description: "Clones: the i-th cell of 'clones' holds the same digit as the i-th cell of 'cells'.",
  fields: {
    /** The original cells. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The original cells.' }),
    /** Their clones, in the same order. */
    clones: cellsField({ min: 1, max: 'N*N', description: 'The clones, in the same order.' }),
  },
  resolve(ctx: VariantRuleContext, { cells, clones }) {
    if (cells.length !== clones.length)
      ctx.fail(`'cells' has ${cells.length} cells but 'clones' has ${clones.length}`);
    cells.forEach((a, i) => {
      const b = clones[i]!;
      if (a === b) ctx.fail(`${ctx.geometry.cellName(a)} is its own clone`);
      ctx.addRelation([a, b], SAME);
    });
  },
  fpuzzles: {
    keys: ['clone'],
    read: (fp) =>
      fp.list('clone').map((e) => ({
        type: 'clone' as const,
        cells: cellNamesOf(e, 'cells', 'clone'),
        clones: cellNamesOf(e, 'cloneCells', 'clone'),
      })),
    write(spec, fp) {
      fp.push('clone', { cells: fpCells(spec.cells), cloneCells: fpCells(spec.clones) });
    },
  },
});

/** Clones. */
export type CloneSpec = VariantConstraintOf<'clone'>;
