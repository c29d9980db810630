import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { predicateRelation } from './predicateRelation.js';

/**
 * Dutch flatmates (ISS `DutchFlatmates`): every middle digit M = (N + 1) / 2 (5 on 9×9) has a 1
 * directly above it or an N directly below it. One `table` per cell over (above, cell, below) — or the
 * two cells that exist on the top and bottom rows — which is arc consistent on that column window.
 */
export const dutchFlatmatesRule = defineRule({
  type: 'dutchFlatmates',
  description:
    'Dutch flatmates: every middle digit (5 on 9×9, (N+1)/2) has a 1 directly above it or an N directly below it.',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    const n = ctx.n;
    if (n % 2 === 0 || n < 3) ctx.fail(`1..${n} has no middle digit (N must be odd and at least 3)`);
    const m = (n + 1) / 2;
    const text = `a ${m} needs a 1 directly above or a ${n} directly below`;
    // Cells of one column differ, so the tables leave out repeated digits.
    const distinct = (v: readonly number[]) => new Set(v).size === v.length;
    const middle = predicateRelation(
      'flatmates middle',
      text,
      n,
      (v) => distinct(v) && (v[1] !== m || v[0] === 1 || v[2] === n),
    );
    const top = predicateRelation('flatmates top', text, n, (v) => distinct(v) && (v[0] !== m || v[1] === n));
    const bottom = predicateRelation(
      'flatmates bottom',
      text,
      n,
      (v) => distinct(v) && (v[1] !== m || v[0] === 1),
    );
    for (let c = 0; c < n; c++) {
      ctx.addRelation([c, c + n], top);
      for (let r = 1; r + 1 < n; r++) ctx.addRelation([(r - 1) * n + c, r * n + c, (r + 1) * n + c], middle);
      ctx.addRelation([(n - 2) * n + c, (n - 1) * n + c], bottom);
    }
  },
});

/** Dutch flatmates. */
export type DutchFlatmatesSpec = VariantConstraintOf<'dutchFlatmates'>;
