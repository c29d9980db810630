import { element, type IntVar, type Model, maximum, minimum } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField } from '../variantFields.js';

const shareTables = new Map<string, number[][]>();

/**
 * Tuples `(pLo, pHi, digit, share)` for position `j` of a `k`-cell lunchbox: `pLo`/`pHi` where the
 * smallest and largest digits stand, the share the digit when `j` lies strictly between them, else 0.
 */
function shareTable(n: number, k: number, j: number): number[][] {
  const key = `${n} ${k} ${j}`;
  let t = shareTables.get(key);
  if (t === undefined) {
    t = [];
    for (let lo = 0; lo < k; lo++)
      for (let hi = 0; hi < k; hi++) {
        if (lo === hi) continue;
        const inside = Math.min(lo, hi) < j && j < Math.max(lo, hi);
        for (let v = 1; v <= n; v++) t.push([lo, hi, v, inside ? v : 0]);
      }
    shareTables.set(key, t);
  }
  return t;
}

function lunchbox(n: number, sum: number): CellRelation {
  return {
    text: `the digits between the smallest and the largest must add up to ${sum}`,
    holds: (values) => {
      const a = values.indexOf(Math.min(...values));
      const b = values.indexOf(Math.max(...values));
      let total = 0;
      for (let i = Math.min(a, b) + 1; i < Math.max(a, b); i++) total += values[i]!;
      return total === sum;
    },
    // Like a sandwich whose ends are unknown digits: the smallest and largest values (minimum /
    // maximum), their positions (element), per cell a share in a table, and the shares' sum.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const k = vars.length;
      const lo = model.intVar(`${name}: smallest`, { min: 1, max: n - k + 1 });
      const hi = model.intVar(`${name}: largest`, { min: k, max: n });
      const pLo = model.intVar(`${name}: position of the smallest`, { min: 0, max: k - 1 });
      const pHi = model.intVar(`${name}: position of the largest`, { min: 0, max: k - 1 });
      model.add(minimum(lo, vars, name));
      model.add(maximum(hi, vars, name));
      model.add(element(pLo, vars, lo, 0, name));
      model.add(element(pHi, vars, hi, 0, name));
      const shares = vars.map((x, j) => {
        const share = model.intVar(`${name}: share ${j + 1}`, { min: 0, max: n });
        model.table([pLo, pHi, x, share], shareTable(n, k, j), name);
        return share;
      });
      model.linear(
        shares,
        shares.map(() => 1),
        '=',
        sum,
        name,
      );
    },
  };
}

/** Lunchbox: different digits; those strictly between the smallest and the largest add up to `sum`. */
export const lunchboxRule = defineRule({
  type: 'lunchbox',
  description:
    "Lunchbox: different digits; in the cells' order, the digits strictly between the smallest and the largest add up to 'sum'.",
  fields: {
    /** The cells, in order (a row segment, usually). */
    cells: cellsField({
      min: 2,
      max: 'N',
      description: 'The cells, in order (usually a row or column segment).',
    }),
    /** The total between the smallest and the largest. */
    sum: intField({ min: 0, description: 'The total between the smallest and the largest digit.' }),
  },
  resolve(ctx: VariantRuleContext, { cells, sum }) {
    const n = ctx.n;
    const k = cells.length;
    // At most k − 2 different digits from 2..N−1 lie between.
    let most = 0;
    for (let i = 0; i < k - 2; i++) most += n - 1 - i;
    if (sum > most)
      ctx.fail(`the digits between the smallest and largest of ${k} cells cannot add up to ${sum}`);
    ctx.addGroup(`lunchbox #${ctx.origin.index}`, 'cage', cells);
    ctx.addRelation(cells, lunchbox(n, sum));
  },
});

/** A lunchbox clue. */
export type LunchboxSpec = VariantConstraintOf<'lunchbox'>;
