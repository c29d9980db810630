import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField, optional } from '../variantFields.js';
import { requireLine } from './requireLine.js';

const tables = new Map<string, number[][]>();

/** Triples (end, other end, middle digit) with the ends `gap` or more apart and the middle outside them. */
function lockoutTable(n: number, gap: number): number[][] {
  const key = `${n} ${gap}`;
  let t = tables.get(key);
  if (t === undefined) {
    t = [];
    for (let a = 1; a <= n; a++)
      for (let b = 1; b <= n; b++)
        if (Math.abs(a - b) >= gap)
          for (let m = 1; m <= n; m++) if (m < Math.min(a, b) || m > Math.max(a, b)) t.push([a, b, m]);
    tables.set(key, t);
  }
  return t;
}

function lockout(n: number, gap: number): CellRelation {
  return {
    text: `the ends must differ by at least ${gap} and no digit on the line may lie between them (ends included)`,
    holds: (values) => {
      const lo = Math.min(values[0]!, values.at(-1)!);
      const hi = Math.max(values[0]!, values.at(-1)!);
      return hi - lo >= gap && values.slice(1, -1).every((v) => v < lo || v > hi);
    },
    // One table (end, end, middle) per middle cell: arc consistency on each.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const t = lockoutTable(n, gap);
      for (const mid of vars.slice(1, -1)) model.table([vars[0]!, vars.at(-1)!, mid], t, name);
    },
  };
}

/**
 * Lockout line: the two ends (diamonds) differ by at least `difference` (default ⌊N/2⌋: 4 on 1..9), and
 * no digit on the line lies between them or equals one of them.
 */
export const lockoutLineRule = defineRule({
  type: 'lockoutLine',
  description:
    "Lockout line: its ends (the diamonds: first and last cell) differ by at least 'difference' (default ⌊N/2⌋, 4 on 1..9), and every digit between them on the line lies outside the ends' range (ends included).",
  fields: {
    /** The line from one diamond to the other. */
    cells: cellsField({ min: 3, max: 'N*N', description: 'The line from one diamond to the other.' }),
    /** Least difference of the ends. */
    difference: optional(intField({ min: 1, max: 'N', description: 'Least difference of the ends.' })),
  },
  resolve(ctx: VariantRuleContext, { cells, difference }) {
    requireLine(ctx, cells);
    const gap = difference ?? Math.floor(ctx.n / 2);
    if (lockoutTable(ctx.n, gap).length === 0)
      ctx.fail(`no digits 1..${ctx.n} can fill a lockout line whose ends differ by at least ${gap}`);
    ctx.addRelation(cells, lockout(ctx.n, gap));
  },
});

/** A lockout line. */
export type LockoutLineSpec = VariantConstraintOf<'lockoutLine'>;
