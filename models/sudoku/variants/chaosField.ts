import type { FieldContext, VariantField } from './VariantField.js';

const DESCRIPTION =
  "Chaos construction: the N×N grid splits into N connected regions of N cells, each holding every value once, and the solve chooses them (no boxes). true, or one symbol per grid cell as hints: '.' unknown, cells with the same symbol share a region, cells with different symbols do not (whitespace ignored).";

/**
 * `chaos`: `true`, or region hints (one symbol per grid cell); read as the hint group of each grid cell
 * (`-1` for none), groups numbered in order of first appearance.
 */
export const chaosField: VariantField<boolean | string, Int32Array | undefined, false> = {
  required: false,
  description: DESCRIPTION,
  shape: "true, or one hint symbol per grid cell ('.' unknown)",
  read(value: unknown, name: string, ctx: FieldContext) {
    const rows = ctx.rows ?? ctx.n;
    const columns = ctx.columns ?? ctx.n;
    const cells = rows * columns;
    if (value === true) return new Int32Array(cells).fill(-1);
    if (typeof value !== 'string')
      ctx.fail(`'${name}' must be true or a string of region hints; got ${JSON.stringify(value)}`);
    const text = value.replace(/\s+/g, '');
    if (text.length !== cells) {
      ctx.fail(`'${name}' must have ${cells} hint symbols for a ${rows}×${columns} grid; got ${text.length}`);
    }
    const groups = new Map<string, number>();
    const out = new Int32Array(cells);
    for (let i = 0; i < cells; i++) {
      const s = text[i]!;
      if (s === '.') {
        out[i] = -1;
        continue;
      }
      let g = groups.get(s);
      if (g === undefined) groups.set(s, (g = groups.size));
      out[i] = g;
    }
    if (groups.size > ctx.n) ctx.fail(`'${name}' names ${groups.size} regions; there are ${ctx.n}`);
    return out;
  },
  absent: () => undefined,
  schema: () => ({ description: DESCRIPTION, oneOf: [{ const: true }, { type: 'string' }] }),
};
