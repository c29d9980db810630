import type { IntVar, Model } from '../../../../core/index.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { PAIR_RELATION_FIELDS } from './PAIR_RELATION_FIELDS.js';
import { PairExpressionError } from './PairExpressionError.js';
import { parsePairExpression } from './parsePairExpression.js';
import { truthy } from './truthy.js';

/**
 * A custom relation between two digits applied to the consecutive cells of a line (`pairLine`, ISS
 * `Pair` / `Binary`) or to every pair of a set (`pairSet`, ISS `PairX` / `BinaryX`; the relation must
 * then hold both ways, as ISS makes it symmetric). Given as allowed pairs or as a parsed expression; each
 * pair of cells gets a `table` of the allowed digit pairs (arc consistent, on every backend taking tables).
 */
export function pairRelationRule<const T extends 'pairLine' | 'pairSet'>(type: T) {
  const all = type === 'pairSet';
  return defineRule({
    type,
    description: all
      ? "Every pair of the cells satisfies a custom relation ('pairs' or 'expression'), both ways round."
      : "Every two consecutive cells of the line satisfy a custom relation ('pairs' or 'expression').",
    fields: {
      /** The cells. */
      cells: cellsField({ min: 2, max: 'N*N', description: all ? 'The cells.' : 'The line, in order.' }),
      ...PAIR_RELATION_FIELDS,
    },
    exactlyOne: ['pairs', 'expression'],
    resolve(ctx: VariantRuleContext, { cells, pairs, expression }) {
      const n = ctx.n;
      const ok = new Uint8Array((n + 1) * (n + 1));
      if (pairs !== undefined) for (const [x, y] of pairs) ok[x * (n + 1) + y] = 1;
      else {
        let f: (a: number, b: number) => number;
        try {
          f = parsePairExpression(expression!);
        } catch (e) {
          if (e instanceof PairExpressionError) ctx.fail(`'expression': ${e.message}`);
          throw e;
        }
        for (let x = 1; x <= n; x++)
          for (let y = 1; y <= n; y++) if (truthy(f(x, y))) ok[x * (n + 1) + y] = 1;
      }
      const holds = (x: number, y: number) =>
        ok[x * (n + 1) + y] === 1 && (!all || ok[y * (n + 1) + x] === 1);
      const tuples: number[][] = [];
      for (let x = 1; x <= n; x++) for (let y = 1; y <= n; y++) if (holds(x, y)) tuples.push([x, y]);
      if (tuples.length === 0) ctx.fail(`no two digits 1..${n} satisfy the relation`);
      const relation = {
        text: 'must satisfy the relation',
        holds: (v: readonly number[]) => holds(v[0]!, v[1]!),
        post: (model: Model, vars: readonly IntVar[], name: string) => {
          model.table(vars, tuples, name);
        },
      };
      if (all) {
        for (let i = 0; i < cells.length; i++)
          for (let j = i + 1; j < cells.length; j++) ctx.addRelation([cells[i]!, cells[j]!], relation);
      } else {
        for (let i = 1; i < cells.length; i++) ctx.addRelation([cells[i - 1]!, cells[i]!], relation);
      }
    },
  });
}
