import type { CellRef } from './CellRef.js';
import type { FieldContext, VariantField } from './VariantField.js';
import { nListsSchema, readCellList } from './variantFields.js';

const DESCRIPTION =
  'Jigsaw: irregular regions replacing the boxes. N² region symbols (N distinct symbols, N times each; whitespace ignored), or N lists of N cells. Regions must cover the grid exactly; they need not be contiguous.';

/** Cell lists of a string of N² region symbols, one list per symbol in order of first appearance. */
function regionsOfSymbols(text: string, name: string, ctx: FieldContext): number[][] {
  const n = ctx.n;
  if (text.length !== n * n) {
    ctx.fail(`'${name}' must have ${n * n} region symbols for a ${n}×${n} grid; got ${text.length}`);
  }
  const bySymbol = new Map<string, number[]>();
  for (let i = 0; i < text.length; i++) {
    const s = text[i]!;
    let list = bySymbol.get(s);
    if (list === undefined) {
      list = [];
      bySymbol.set(s, list);
    }
    list.push(i);
  }
  if (bySymbol.size !== n) ctx.fail(`'${name}' must use ${n} distinct symbols; got ${bySymbol.size}`);
  return [...bySymbol.values()];
}

/**
 * Irregular regions replacing the boxes (jigsaw): N lists of N cells, or N² region symbols; read as N cell
 * lists that cover the grid exactly (contiguity is not required).
 */
export const regionsField: VariantField<string | readonly (readonly CellRef[])[], number[][], true> = {
  required: true,
  description: DESCRIPTION,
  shape: 'N² region symbols, or N lists of N cells',
  read(value: unknown, name: string, ctx: FieldContext) {
    const n = ctx.n;
    const inside: FieldContext = {
      n,
      cellName: ctx.cellName,
      fail: (reason) => ctx.fail(`'${name}': ${reason}`),
    };
    let lists: number[][];
    if (typeof value === 'string') lists = regionsOfSymbols(value.replace(/\s+/g, ''), name, ctx);
    else if (Array.isArray(value) && value.length === n) {
      lists = value.map((list: unknown, i: number) => readCellList(list, `region ${i + 1}`, 1, n, inside));
    } else ctx.fail(`'${name}' must be a string of region symbols or ${n} lists of ${n} cells`);
    const regionOf = new Int32Array(n * n).fill(-1);
    lists.forEach((cells, i) => {
      if (cells.length !== n) inside.fail(`region ${i + 1} has ${cells.length} cells; each needs ${n}`);
      for (const c of cells) {
        const before = regionOf[c]!;
        if (before >= 0)
          inside.fail(`${ctx.cellName(c)} is in both region ${before + 1} and region ${i + 1}`);
        regionOf[c] = i;
      }
    });
    // N regions of N distinct cells cover the N² cells exactly; checked anyway for a clear message.
    const missing = regionOf.indexOf(-1);
    if (missing >= 0) inside.fail(`${ctx.cellName(missing)} is in no region`);
    return lists;
  },
  absent: () => [],
  schema: () => ({
    description: DESCRIPTION,
    oneOf: [{ type: 'string' }, nListsSchema({ $ref: '#/$defs/cell' }, true)],
  }),
};
