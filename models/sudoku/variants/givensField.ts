import { valueOfSymbol } from '../sudokuSymbols.js';
import { MAX_VARIANT_SIZE } from './MAX_VARIANT_SIZE.js';
import type { FieldContext, VariantField } from './VariantField.js';
import { nListsSchema } from './variantFields.js';

const DESCRIPTION =
  "Givens: N² cell symbols ('.' or '0' empty, 1-9 then A-Z; whitespace ignored), or N rows of N integers (0 empty).";

/** A puzzle's givens: a string of N² cell symbols or N rows of N integers; read as one value per cell. */
export const givensField: VariantField<string | readonly (readonly number[])[], Int32Array, true> = {
  required: true,
  description: DESCRIPTION,
  shape: 'N² symbols, or N rows of N integers',
  read(value: unknown, name: string, ctx: FieldContext) {
    const n = ctx.n;
    const out = new Int32Array(n * n);
    if (typeof value === 'string') {
      const text = value.replace(/\s+/g, '');
      if (text.length !== n * n) {
        ctx.fail(`'${name}' must have ${n * n} cell symbols for a ${n}×${n} grid; got ${text.length}`);
      }
      for (let i = 0; i < text.length; i++) {
        const v = valueOfSymbol(text.charCodeAt(i));
        if (v < 0 || v > n) {
          ctx.fail(`'${name}': '${text[i]}' at ${ctx.cellName(i)} is not a digit 1..${n} or '.'/'0'`);
        }
        out[i] = v;
      }
      return out;
    }
    if (!Array.isArray(value) || value.length !== n)
      ctx.fail(`'${name}' must be a string or ${n} rows of ${n} integers`);
    value.forEach((row: unknown, r: number) => {
      if (!Array.isArray(row) || row.length !== n)
        ctx.fail(`'${name}' row ${r + 1} must be an array of ${n} integers`);
      row.forEach((v: unknown, c: number) => {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > n) {
          ctx.fail(
            `'${name}' r${r + 1}c${c + 1} must be an integer 0..${n} (0 = empty); got ${JSON.stringify(v)}`,
          );
        }
        out[r * n + c] = v;
      });
    });
    return out;
  },
  absent: () => new Int32Array(0),
  schema: () => ({
    description: DESCRIPTION,
    oneOf: [
      { type: 'string', pattern: '^[\\s.0-9A-Za-z]*$' },
      nListsSchema({ type: 'integer', minimum: 0, maximum: MAX_VARIANT_SIZE }, false),
    ],
  }),
};
