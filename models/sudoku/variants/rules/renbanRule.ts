import { type IntVar, type Model, maximum, minimum } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { plainLineMapping } from './fpuzzlesLines.js';
import { requireLine } from './requireLine.js';

/** The digits of a renban line: all different, and their largest minus their smallest is length − 1. */
function renban(n: number): CellRelation {
  return {
    text: 'must be consecutive digits in any order, without repeats',
    holds: (values) =>
      new Set(values).size === values.length &&
      Math.max(...values) - Math.min(...values) === values.length - 1,
    // allDifferent + max − min = L − 1: with L different digits that span exactly L values, the set is
    // consecutive. The min / max variables carry bounds both ways (a 9 on a 3-line forces min ≥ 7).
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const len = vars.length;
      model.allDifferent(vars, name);
      const lo = model.intVar(`${name}: smallest`, { min: 1, max: n - len + 1 });
      const hi = model.intVar(`${name}: largest`, { min: len, max: n });
      model.add(minimum(lo, vars, name));
      model.add(maximum(hi, vars, name));
      model.linear([hi, lo], [1, -1], '=', len - 1, name);
    },
  };
}

/** Renban line: its digits are a set of consecutive digits, in any order, without repeats. */
export const renbanRule = defineRule({
  type: 'renban',
  description: 'Renban line: its digits are a set of consecutive digits, in any order, without repeats.',
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({ min: 2, max: 'N', description: 'The line, cell by cell (diagonal steps allowed).' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    requireLine(ctx, cells);
    ctx.addRelation(cells, renban(ctx.n));
  },
  fpuzzles: plainLineMapping('renban', 'renban'),
});

/** A renban line. */
export type RenbanSpec = VariantConstraintOf<'renban'>;
