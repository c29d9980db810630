import { MAX_VARIANT_SIZE } from './MAX_VARIANT_SIZE.js';
import type { FieldContext, VariantField } from './VariantField.js';

/**
 * A list of digits `1..N` (`min`.. items; repeats allowed when `repeats`), read as numbers: candidate
 * sets, the values a set of cells must contain.
 */
export function digitsField(options: {
  readonly min: number;
  readonly repeats: boolean;
  readonly description: string;
}): VariantField<readonly number[], number[], true> {
  const { min, repeats, description } = options;
  return {
    required: true,
    description,
    shape: `list of ${min}.. digits 1..N${repeats ? '' : ', no repeats'}`,
    read: (value: unknown, name: string, ctx: FieldContext) => {
      const n = ctx.n;
      if (!Array.isArray(value) || value.length < min)
        ctx.fail(`'${name}' must be a list of at least ${min} digits 1..${n}; got ${JSON.stringify(value)}`);
      const seen = new Set<number>();
      for (const v of value) {
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > n)
          ctx.fail(`'${name}' must hold digits 1..${n}; got ${JSON.stringify(v)}`);
        if (!repeats && seen.has(v)) ctx.fail(`'${name}' lists ${v} twice`);
        seen.add(v);
      }
      return value as number[];
    },
    absent: () => [],
    schema: () => ({
      description,
      type: 'array',
      items: { type: 'integer', minimum: 1, maximum: MAX_VARIANT_SIZE },
      minItems: min,
      ...(repeats ? {} : { uniqueItems: true }),
    }),
  };
}
