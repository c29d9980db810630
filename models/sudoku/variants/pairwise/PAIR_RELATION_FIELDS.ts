import { MAX_VARIANT_SIZE } from '../MAX_VARIANT_SIZE.js';
import type { FieldContext, VariantField } from '../VariantField.js';
import { optional, textField } from '../variantFields.js';

/** The allowed (first, second) digit pairs of a custom relation, `[[1, 2], [2, 3]]`. */
function pairsField(
  description: string,
): VariantField<readonly (readonly [number, number])[], [number, number][], true> {
  return {
    required: true,
    description,
    shape: 'list of [digit, digit]',
    read: (value: unknown, name: string, ctx: FieldContext) => {
      const n = ctx.n;
      const ok = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x >= 1 && x <= n;
      if (!Array.isArray(value) || value.length === 0)
        ctx.fail(`'${name}' must be a non-empty list of [digit, digit] pairs`);
      for (const p of value) {
        if (!Array.isArray(p) || p.length !== 2 || !ok(p[0]) || !ok(p[1]))
          ctx.fail(`'${name}' must hold pairs of digits 1..${n}; got ${JSON.stringify(p)}`);
      }
      return value as [number, number][];
    },
    absent: () => [],
    schema: () => ({
      description,
      type: 'array',
      minItems: 1,
      items: {
        type: 'array',
        prefixItems: [
          { type: 'integer', minimum: 1, maximum: MAX_VARIANT_SIZE },
          { type: 'integer', minimum: 1, maximum: MAX_VARIANT_SIZE },
        ],
        minItems: 2,
        maxItems: 2,
      },
    }),
  };
}

/** The two ways to give a custom pairwise relation: a list of allowed pairs, or an expression in `a` and `b`. */
export const PAIR_RELATION_FIELDS = {
  /** The allowed pairs, (first cell's digit, second cell's digit). */
  pairs: optional(pairsField("The allowed pairs [a, b]: a the earlier cell's digit, b the later one's.")),
  /** The relation as an expression in a and b. */
  expression: optional(
    textField(
      "The relation as an expression in 'a' (earlier cell) and 'b' (later cell): numbers, + - * / %, == != < <= > >=, && || !, abs(), min(), max(), parentheses; true when not 0. Parsed, never evaluated as code.",
    ),
  ),
};
