import { element, type IntVar, type Model } from '../../../../core/index.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, choiceField } from '../variantFields.js';

/**
 * Row or column indexing (ISS `Indexing`). Column indexing: a cell in column C holding V says that
 * cell (R, V) of its row R holds C. Row indexing: a cell in row R holding V says that cell (V, C) of
 * its column holds R. Posted as `element(index = the cell, array = its row / column, value = C / R)`,
 * the row or column being the relation's cells, so that the checker names the whole line.
 */
export const indexingRule = defineRule({
  type: 'indexing',
  description:
    "Indexing cells: 'column' — a cell in column C holding V puts C in column V of its row; 'row' — a cell in row R holding V puts R in row V of its column.",
  fields: {
    /** Column or row indexing. */
    index: choiceField(['column', 'row'], "'column' (the digit says a column) or 'row' (it says a row)."),
    /** The indexing cells. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The indexing cells.' }),
  },
  resolve(ctx: VariantRuleContext, { index, cells }) {
    const g = ctx.geometry;
    const n = ctx.n;
    for (const cell of cells) {
      const r = g.row(cell);
      const c = g.col(cell);
      // The line the digit indexes into (its row for column indexing), and the cell's place on it.
      const line = Array.from({ length: n }, (_, i) => (index === 'column' ? r * n + i : i * n + c));
      const own = index === 'column' ? c : r;
      const target = own + 1;
      // The line the digit indexes into, the indexing cell at place `own` on it.
      ctx.addRelation(line, {
        text: `${g.cellName(cell)} must name the ${index} that holds ${target}`,
        holds: (v) => v[v[own]! - 1] === target,
        post: (model: Model, vars: readonly IntVar[], name: string) => {
          const k = model.intVar(`${name}: ${g.cellName(cell)} indexes ${target}`, {
            min: target,
            max: target,
          });
          model.add(element(vars[own]!, vars, k, 1, name));
        },
      });
    }
  },
});

/** Row or column indexing cells. */
export type IndexingSpec = VariantConstraintOf<'indexing'>;
