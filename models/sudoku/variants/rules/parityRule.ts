import { cellOf, fpCell } from '../fpuzzlesData.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/** The rule that the cells hold even (or odd) digits; `even` and `odd` differ only in the parity. */
export function parityRule<const T extends 'even' | 'odd'>(type: T) {
  const want = type === 'even' ? 2 : 1;
  return defineRule({
    type,
    description: `The cells hold ${type} digits.`,
    fields: {
      /** The cells. */
      cells: cellsField({ min: 1, max: 'N*N', description: 'The cells.' }),
    },
    resolve(ctx: VariantRuleContext, { cells }) {
      if (want === 2 && ctx.n < 2) ctx.fail(`there is no even digit in 1..${ctx.n}`);
      for (const cell of cells) {
        const name = ctx.cellName(cell);
        const p = ctx.parity[cell]!;
        if (p !== 0 && p !== want) ctx.fail(`${name} is already marked ${p === 2 ? 'even' : 'odd'}`);
        const v = ctx.givens[cell]!;
        if (v !== 0 && v % 2 !== want % 2) ctx.fail(`${name} is given ${v}, which is not ${type}`);
        ctx.parity[cell] = want;
      }
    },
    fpuzzles: {
      keys: [type],
      read(fp) {
        // One constraint per parity; a cell marked twice is marked once.
        const cells = [...new Set(fp.list(type).map((e) => cellOf(e, type).toUpperCase()))];
        return cells.length > 0 ? [{ type, cells }] : [];
      },
      write(spec, fp) {
        for (const cell of spec.cells) fp.push(type, { cell: fpCell(cell) });
      },
    },
  });
}
