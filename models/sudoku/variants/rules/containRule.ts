import { count, type IntVar, type Model } from '../../../../core/index.js';
import { digitsField } from '../digitsField.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/**
 * The rule that the cells contain the listed digits, each at least (`containAtLeast`) or exactly
 * (`containExact`) as often as it is listed (ISS `ContainAtLeast` / `ContainExact`). One `count`
 * per listed digit; digits not listed are free.
 */
export function containRule<const T extends 'containAtLeast' | 'containExact'>(type: T) {
  const exact = type === 'containExact';
  return defineRule({
    type,
    description: exact
      ? "The cells contain each digit of 'values' exactly as often as it is listed."
      : "The cells contain each digit of 'values' at least as often as it is listed.",
    fields: {
      /** The cells. */
      cells: cellsField({ min: 1, max: 'N*N', description: 'The cells.' }),
      /** The digits they contain (a digit listed twice is contained twice). */
      values: digitsField({
        min: 1,
        repeats: true,
        description: 'The digits they contain; repeat a digit to need it twice.',
      }),
    },
    resolve(ctx: VariantRuleContext, { cells, values }) {
      if (values.length > cells.length)
        ctx.fail(`${values.length} digits cannot fit in ${cells.length} cells`);
      const need = new Map<number, number>();
      for (const v of values) need.set(v, (need.get(v) ?? 0) + 1);
      const wanted = [...need.entries()];
      ctx.addRelation(cells, {
        text: `must contain ${exact ? 'exactly' : 'at least'} ${values.join(', ')}`,
        holds: (digits) =>
          wanted.every(([v, k]) => {
            const got = digits.filter((d) => d === v).length;
            return exact ? got === k : got >= k;
          }),
        post: (model: Model, vars: readonly IntVar[], name: string) => {
          for (const [v, k] of wanted) model.add(count(vars, v, exact ? '=' : '>=', k, name));
        },
      });
    },
  });
}
