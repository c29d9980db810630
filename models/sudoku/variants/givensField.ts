import { valueOfSymbol } from '../sudokuSymbols.js';
import { MAX_VARIANT_SIZE } from './MAX_VARIANT_SIZE.js';
import type { FieldContext, VariantField } from './VariantField.js';
import { nListsSchema } from './variantFields.js';

const DESCRIPTION =
  "Givens: one symbol per grid cell ('.' or '0' empty, 1-9 then A-Z; whitespace ignored; with minValue 0, '0' is the value 0 and only '.' is empty), or one list of integers per row (0 empty; with minValue 0, null empty).";

/** One given read from a symbol, as a value index (`0` empty), failing with a message naming the cell. */
function symbolGiven(
  text: string,
  i: number,
  name: string,
  ctx: FieldContext,
  cellName: (i: number) => string,
): number {
  const code = text.charCodeAt(i);
  const base = ctx.minValue ?? 1;
  const hi = base + ctx.n - 1;
  if (code === 46 /* . */) return 0;
  // With 0-based values '0' is a value, so only '.' is empty; otherwise '0' is empty as in every format.
  if (code === 48 /* 0 */) return base === 0 ? 1 : 0;
  const v = valueOfSymbol(code);
  if (v < base || v > hi) {
    const what = base === 1 ? `a digit 1..${hi} or '.'/'0'` : `a value ${base}..${hi} or '.'`;
    ctx.fail(`'${name}': '${text[i]}' at ${cellName(i)} is not ${what}`);
  }
  return v - base + 1;
}

/**
 * A puzzle's givens: a string of one symbol per grid cell, or one row of integers per grid row; read as
 * one value index per cell (`0` empty, `1..N` the values in order: see `VariantShape`), extra cells empty.
 */
export const givensField: VariantField<string | readonly (readonly (number | null)[])[], Int32Array, true> = {
  required: true,
  description: DESCRIPTION,
  shape: 'rows × columns symbols, or rows of integers',
  read(value: unknown, name: string, ctx: FieldContext) {
    const n = ctx.n;
    const rows = ctx.rows ?? n;
    const columns = ctx.columns ?? n;
    const base = ctx.minValue ?? 1;
    const hi = base + n - 1;
    const cells = rows * columns;
    const out = new Int32Array(cells + (ctx.extraCells ?? 0));
    const cellName = (i: number): string => `r${Math.floor(i / columns) + 1}c${(i % columns) + 1}`;
    if (typeof value === 'string') {
      const text = value.replace(/\s+/g, '');
      if (text.length !== cells) {
        ctx.fail(
          `'${name}' must have ${cells} cell symbols for a ${rows}×${columns} grid; got ${text.length}`,
        );
      }
      for (let i = 0; i < text.length; i++) out[i] = symbolGiven(text, i, name, ctx, cellName);
      return out;
    }
    if (!Array.isArray(value) || value.length !== rows)
      ctx.fail(`'${name}' must be a string or ${rows} rows of ${columns} integers`);
    const empty = base === 0 ? 'null = empty' : '0 = empty';
    value.forEach((row: unknown, r: number) => {
      if (!Array.isArray(row) || row.length !== columns)
        ctx.fail(`'${name}' row ${r + 1} must be an array of ${columns} integers`);
      row.forEach((v: unknown, c: number) => {
        if (base === 0 && v === null) return;
        if (base !== 0 && v === 0) return;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < base || v > hi) {
          const range = base === 1 ? `0..${hi}` : `${base}..${hi}`;
          ctx.fail(
            `'${name}' r${r + 1}c${c + 1} must be an integer ${range} (${empty}); got ${JSON.stringify(v)}`,
          );
        }
        out[r * columns + c] = v - base + 1;
      });
    });
    return out;
  },
  absent: () => new Int32Array(0),
  schema: () => ({
    description: DESCRIPTION,
    oneOf: [
      { type: 'string', pattern: '^[\\s.0-9A-Za-z]*$' },
      nListsSchema({ type: ['integer', 'null'], minimum: 0, maximum: MAX_VARIANT_SIZE }, false),
    ],
  }),
};
