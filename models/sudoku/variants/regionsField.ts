import type { CellRef } from './CellRef.js';
import type { FieldContext, VariantField } from './VariantField.js';
import { nListsSchema, readCellList } from './variantFields.js';

const DESCRIPTION =
  'Jigsaw: irregular regions replacing the boxes. One region symbol per grid cell (N² on an N×N grid: N distinct symbols, N times each; whitespace ignored), or lists of cells. Regions must cover the grid exactly; they need not be contiguous. On a rows × columns grid each region has max(rows, columns)..N cells.';

/** Cell lists of a string of one region symbol per grid cell, one list per symbol in order of first appearance. */
function regionsOfSymbols(text: string, name: string, ctx: FieldContext): number[][] {
  const n = ctx.n;
  const rows = ctx.rows ?? n;
  const columns = ctx.columns ?? n;
  if (text.length !== rows * columns) {
    ctx.fail(
      `'${name}' must have ${rows * columns} region symbols for a ${rows}×${columns} grid; got ${text.length}`,
    );
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
  // When every region must have the same size, the number of regions is known: say so first.
  const size = Math.max(rows, columns);
  if (size === n && bySymbol.size !== (rows * columns) / n) {
    ctx.fail(`'${name}' must use ${(rows * columns) / n} distinct symbols; got ${bySymbol.size}`);
  }
  return [...bySymbol.values()];
}

/**
 * Irregular regions replacing the boxes (jigsaw): lists of cells, or one region symbol per grid cell; read
 * as cell lists that cover the grid exactly, each of max(rows, columns)..N cells (N on an N×N grid;
 * contiguity is not required).
 */
export const regionsField: VariantField<string | readonly (readonly CellRef[])[], number[][], true> = {
  required: true,
  description: DESCRIPTION,
  shape: 'N² region symbols, or N lists of N cells (rows × columns grids: see text)',
  read(value: unknown, name: string, ctx: FieldContext) {
    const n = ctx.n;
    const rows = ctx.rows ?? n;
    const columns = ctx.columns ?? n;
    const inside: FieldContext = {
      n,
      rows,
      columns,
      extraCellsNote: 'regions are made of grid cells',
      cellName: ctx.cellName,
      fail: (reason) => ctx.fail(`'${name}': ${reason}`),
    };
    const lo = Math.max(rows, columns);
    const count = (rows * columns) / lo;
    const sized = lo === n ? `${n}` : `${lo}..${n}`;
    let lists: number[][];
    if (typeof value === 'string') lists = regionsOfSymbols(value.replace(/\s+/g, ''), name, ctx);
    else if (Array.isArray(value) && (lo !== n || value.length === count)) {
      lists = value.map((list: unknown, i: number) => readCellList(list, `region ${i + 1}`, 1, n, inside));
    } else if (lo === n) {
      ctx.fail(`'${name}' must be a string of region symbols or ${count} lists of ${n} cells`);
    } else ctx.fail(`'${name}' must be a string of region symbols or lists of ${sized} cells`);
    const regionOf = new Int32Array(rows * columns).fill(-1);
    lists.forEach((cells, i) => {
      if (cells.length < lo || cells.length > n)
        inside.fail(`region ${i + 1} has ${cells.length} cells; each needs ${sized}`);
      for (const c of cells) {
        const before = regionOf[c]!;
        if (before >= 0)
          inside.fail(`${ctx.cellName(c)} is in both region ${before + 1} and region ${i + 1}`);
        regionOf[c] = i;
      }
    });
    // Regions of the right sizes may still leave cells out when sizes vary: name the first.
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
