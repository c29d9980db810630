import { type IntVar, type Model, regular } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { lineDfa } from './lineDfa.js';

/** −1 low, +1 high, 0 the middle digit of an odd range (which an equality cage may not hold). */
function side(d: number, n: number): number {
  const twice = 2 * d;
  return twice < n + 1 ? -1 : twice > n + 1 ? 1 : 0;
}

/** Whether the digits have as many odd as even and as many low as high, without the middle digit. */
function balanced(values: readonly number[], n: number): boolean {
  let parity = 0;
  let height = 0;
  for (const v of values) {
    if (side(v, n) === 0) return false;
    parity += v % 2 === 1 ? 1 : -1;
    height += side(v, n);
  }
  return parity === 0 && height === 0;
}

function equality(n: number, k: number): CellRelation {
  return {
    text: 'must hold as many odd as even and as many low as high digits (never the middle one)',
    holds: (values) => balanced(values, n),
    // One automaton counting (odd − even, high − low), bounded by what the remaining cells can undo:
    // domain consistent on the balance rule; the cage's all-different is its own group.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const dfa = lineDfa<readonly [number, number, number]>(
        n,
        [0, 0, 0],
        (s) => s.join(','),
        ([i, p, h], d) => {
          if (side(d, n) === 0) return undefined;
          const next = [i + 1, p + (d % 2 === 1 ? 1 : -1), h + side(d, n)] as const;
          const left = k - next[0];
          return Math.abs(next[1]) <= left && Math.abs(next[2]) <= left ? next : undefined;
        },
        ([i, p, h]) => i === k && p === 0 && h === 0,
      );
      model.add(regular(vars, dfa, name));
    },
  };
}

/**
 * Equality cage (ISS): different digits, as many odd as even and as many low as high; on an odd range
 * (1..9) the middle digit (5) is neither and may not appear.
 */
export const equalityCageRule = defineRule({
  type: 'equalityCage',
  description:
    'Equality cage: different digits, as many odd as even and as many low as high digits; with an odd N the middle digit may not appear.',
  fields: {
    /** The cells of the cage. */
    cells: cellsField({ min: 2, max: 'N', description: 'The cells of the cage (an even number of them).' }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    if (cells.length % 2 === 1)
      ctx.fail(`an equality cage needs an even number of cells; got ${cells.length}`);
    const usable = ctx.n - (ctx.n % 2);
    if (cells.length > usable)
      ctx.fail(`an equality cage holds at most ${usable} different digits; got ${cells.length} cells`);
    ctx.addGroup(`equality cage #${ctx.origin.index}`, 'cage', cells);
    ctx.addRelation(cells, equality(ctx.n, cells.length));
  },
});

/** An equality cage. */
export type EqualityCageSpec = VariantConstraintOf<'equalityCage'>;
