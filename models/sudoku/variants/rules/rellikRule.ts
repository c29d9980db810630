import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField } from '../variantFields.js';

/** Largest table posted for a rellik cage; bigger cages get one `linear ≠` per subset instead. */
const MAX_TUPLES = 40_000;

/** Whether some non-empty subset of `values` adds up to `total`. */
function someSubsetSums(values: readonly number[], total: number): boolean {
  let reach = 1n; // bit s: some subset sums to s
  for (const v of values) reach |= reach << BigInt(v);
  return total > 0 && ((reach >> BigInt(total)) & 1n) === 1n;
}

const cache = new Map<string, number[][] | undefined>();

/**
 * Every ordering of every set of `k` different digits 1..n none of whose subsets adds up to `total`;
 * `undefined` when there are more than {@link MAX_TUPLES}. Shared between builds.
 */
function rellikTuples(n: number, k: number, total: number): number[][] | undefined {
  const key = `${n} ${k} ${total}`;
  if (!cache.has(key)) cache.set(key, enumerate(n, k, total));
  return cache.get(key);
}

function enumerate(n: number, k: number, total: number): number[][] | undefined {
  const sets: number[][] = [];
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === k) {
      if (!someSubsetSums(chosen, total)) sets.push([...chosen]);
      return;
    }
    for (let d = from; d <= n; d++) {
      if (d === total) continue;
      chosen.push(d);
      pick(d + 1, chosen);
      chosen.pop();
    }
  };
  pick(1, []);
  let factorial = 1;
  for (let i = 2; i <= k; i++) factorial *= i;
  if (sets.length * factorial > MAX_TUPLES) return undefined;
  const out: number[][] = [];
  const permute = (rest: number[], prefix: number[]): void => {
    if (rest.length === 0) out.push(prefix);
    rest.forEach((d, i) => {
      permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...prefix, d]);
    });
  };
  for (const s of sets) permute(s, []);
  return out;
}

function rellik(n: number, total: number): CellRelation {
  return {
    text: `no digits of the cage may add up to ${total}`,
    holds: (values) => !someSubsetSums(values, total),
    // Small cages: a table of the allowed fillings (domain consistent with the cage's all-different).
    // Larger: each cell loses `total`, and every subset of 2+ cells gets `Σ ≠ total`.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const tuples = rellikTuples(n, vars.length, total);
      if (tuples !== undefined) {
        model.table(vars, tuples, name);
        return;
      }
      for (let mask = 1; mask < 1 << vars.length; mask++) {
        const part = vars.filter((_, i) => (mask >> i) & 1);
        model.linear(
          part,
          part.map(() => 1),
          '!=',
          total,
          name,
        );
      }
    },
  };
}

/** Rellik cage: different digits, and no one or more of them add up to `sum`. */
export const rellikRule = defineRule({
  type: 'rellik',
  description:
    "Rellik cage: different digits, and no combination of one or more of its digits adds up to 'sum'.",
  fields: {
    /** The cells of the cage. */
    cells: cellsField({ min: 1, max: 'N', description: 'The cells of the cage.' }),
    /** The total no subset may reach. */
    sum: intField({ min: 1, description: 'The total that no combination of its digits may reach.' }),
  },
  resolve(ctx: VariantRuleContext, { cells, sum }) {
    if (rellikTuples(ctx.n, cells.length, sum)?.length === 0) {
      ctx.fail(`every ${cells.length} different digits 1..${ctx.n} include some that add up to ${sum}`);
    }
    ctx.addGroup(`rellik #${ctx.origin.index}`, 'cage', cells);
    ctx.addRelation(cells, rellik(ctx.n, sum));
  },
});

/** A rellik cage. */
export type RellikSpec = VariantConstraintOf<'rellik'>;
