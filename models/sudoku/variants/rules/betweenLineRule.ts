import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { plainLineMapping } from './fpuzzlesLines.js';
import { requireLine } from './requireLine.js';

const tables = new Map<number, number[][]>();

/** Triples (end, other end, middle digit) 1..n with the middle strictly between the ends. */
function betweenTable(n: number): number[][] {
  let t = tables.get(n);
  if (t === undefined) {
    t = [];
    for (let a = 1; a <= n; a++)
      for (let b = 1; b <= n; b++)
        for (let m = Math.min(a, b) + 1; m < Math.max(a, b); m++) t.push([a, b, m]);
    tables.set(n, t);
  }
  return t;
}

function between(n: number): CellRelation {
  return {
    text: 'the digits between the ends must lie strictly between their values',
    holds: (values) => {
      const lo = Math.min(values[0]!, values.at(-1)!);
      const hi = Math.max(values[0]!, values.at(-1)!);
      return values.slice(1, -1).every((v) => lo < v && v < hi);
    },
    // One table per middle cell over (end, end, middle): arc consistency on each, so a middle digit
    // narrows both ends (a 1 in the middle is impossible; a 2 forces one end to 1).
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const t = betweenTable(n);
      const first = vars[0]!;
      const last = vars.at(-1)!;
      for (const mid of vars.slice(1, -1)) model.table([first, last, mid], t, name);
    },
  };
}

/** Between line: the digits on it lie strictly between the digits in its two circled ends. */
export const betweenLineRule = defineRule({
  type: 'betweenLine',
  description:
    'Between line: every digit on it lies strictly between the digits of its two ends (the circles: first and last cell).',
  fields: {
    /** The line, cell by cell, from one circled end to the other. */
    cells: cellsField({ min: 3, max: 'N*N', description: 'The line from one circled end to the other.' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    requireLine(ctx, cells);
    ctx.addRelation(cells, between(ctx.n));
  },
  fpuzzles: plainLineMapping('betweenline', 'betweenLine'),
});

/** A between line. */
export type BetweenLineSpec = VariantConstraintOf<'betweenLine'>;
