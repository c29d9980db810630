import { count } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, choiceField, intsField, withDefault } from '../variantFields.js';

/** How often each digit is listed. */
function multiplicities(values: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

function contains(values: readonly number[], exactly: boolean): CellRelation {
  const need = multiplicities(values);
  return {
    text: `must hold ${values.join(', ')} ${exactly ? 'exactly' : 'at least'} as often as listed`,
    holds: (digits) =>
      [...need].every(([v, k]) => {
        const c = digits.filter((d) => d === v).length;
        return exactly ? c === k : c >= k;
      }),
    // One `count` per listed digit (domain consistent per digit).
    post: (model, vars, name) => {
      for (const [v, k] of need) model.add(count(vars, v, exactly ? '=' : '>=', k, name));
    },
  };
}

/**
 * Listed digits in any cells (ISS's `ContainAtLeast` / `ContainExact`): each listed digit appears among
 * the cells at least (or exactly, with `mode: 'exactly'`) as often as it is listed; other digits are free.
 */
export const containDigitsRule = defineRule({
  type: 'containDigits',
  description:
    "The cells hold every listed digit at least as often as it is listed ('exactly' as often with mode 'exactly'); other digits are free.",
  fields: {
    /** The cells. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells.' }),
    /** The digits, a digit listed k times needing k cells. */
    values: intsField({
      min: 1,
      max: 'N*N',
      lo: 1,
      hi: 'N',
      description: 'The digits (repeat one to need it more often).',
    }),
    /** At least, or exactly, as often as listed. */
    mode: withDefault(
      choiceField(['atLeast', 'exactly'] as const, 'At least, or exactly, as often as listed.'),
      'atLeast',
    ),
  },
  resolve(ctx: VariantRuleContext, { cells, values, mode }) {
    if (values.length > cells.length)
      ctx.fail(`${values.length} listed digits cannot fit in ${cells.length} cells`);
    ctx.addRelation(cells, contains(values, mode === 'exactly'));
  },
});

/** A set of digits the cells must contain. */
export type ContainDigitsSpec = VariantConstraintOf<'containDigits'>;
