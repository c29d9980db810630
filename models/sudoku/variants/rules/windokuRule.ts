import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';

/**
 * Windoku / hyper sudoku: extra box-shaped windows, one cell in from the edge and one cell apart (the four
 * shaded 3×3 boxes of a 9×9), each holding every digit once.
 */
export const windokuRule = defineRule({
  type: 'windoku',
  description:
    'Hyper sudoku: box-shaped windows one cell in from the edge and one cell apart (the four shaded boxes of a 9×9) hold every digit once. Needs boxes with room for them.',
  fields: {},
  resolve(ctx: VariantRuleContext) {
    const n = ctx.n;
    if (!ctx.boxesKnown) {
      ctx.fail(`a ${n}×${n} grid has no box shape to size the windows; give boxWidth and boxHeight`);
    }
    const { boxWidth: bw, boxHeight: bh } = ctx.geometry;
    let k = 0;
    for (let r0 = 1; r0 + bh <= n - 1; r0 += bh + 1) {
      for (let c0 = 1; c0 + bw <= n - 1; c0 += bw + 1) {
        const cells: number[] = [];
        for (let i = 0; i < bh; i++) for (let j = 0; j < bw; j++) cells.push((r0 + i) * n + c0 + j);
        ctx.addGroup(`window ${++k}`, 'window', cells);
      }
    }
    if (k === 0) ctx.fail(`a ${ctx.geometry.describe()} grid has no room for windows`);
  },
  fpuzzles: {
    // f-puzzles has no windoku key: the windows are written as extra regions (and read back as such).
    keys: [],
    read: () => [],
    write(_, fp) {
      for (const cells of fp.groups()) fp.push('extraregion', { cells });
    },
  },
});

/** A windoku constraint. */
export type WindokuSpec = VariantConstraintOf<'windoku'>;
