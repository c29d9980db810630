import { type IntVar, type Model, regular } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { intField } from '../variantFields.js';
import { lineDfa } from './lineDfa.js';
import { OUTSIDE_FIELDS, outsideLine } from './outsideClue.js';

/** Every row and column of an n×n grid read both ways (cell indices), 4n lines. */
function allLines(n: number): number[][] {
  const out: number[][] = [];
  for (let k = 0; k < n; k++) {
    const row = Array.from({ length: n }, (_, i) => k * n + i);
    const col = Array.from({ length: n }, (_, i) => i * n + k);
    out.push(row, [...row].reverse(), col, [...col].reverse());
  }
  return out;
}

/** −1, 0, 1: how line `a` compares with line `b` read as numbers (same length: digit by digit). */
function compare(grid: readonly number[], a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < a.length; i++) {
    const d = grid[a[i]!]! - grid[b[i]!]!;
    if (d !== 0) return Math.sign(d);
  }
  return 0;
}

/**
 * The automaton of `b ⇔ other <lex line` read as (b, line₁, other₁, line₂, other₂, …) with the two lines
 * never equal (a clued line ties with no line): b first, then digit pairs until the first that differ.
 */
function lessDfa(n: number) {
  type S = 'start' | 'done' | readonly [number, number]; // [b, pending digit of the line or 0]
  return lineDfa<S>(
    n,
    'start',
    (s) => (typeof s === 'string' ? s : `${s[0]},${s[1]}`),
    (s, d) => {
      if (s === 'done') return s;
      if (s === 'start') return d <= 1 ? [d, 0] : undefined;
      const [b, pending] = s;
      if (pending === 0) return [b, d];
      if (d === pending) return [b, 0];
      return d < pending === (b === 1) ? 'done' : undefined;
    },
    (s) => s === 'done',
    0,
  );
}

/**
 * Full rank (ISS's `FullRank`): all 4N rows and columns, each read from both ends as an N-digit number,
 * are ranked from the lowest (1); read from the clue, this row or column has rank `rank`. A clued line
 * ties with no other (ISS's default tie mode), so its rank is one more than the lines below it.
 */
export const fullRankRule = defineRule({
  type: 'fullRank',
  description:
    "Full rank clue outside the grid: of all rows and columns read from both ends as numbers, ranked from the lowest (1), this one read from the clue has rank 'rank' and equals no other. Give exactly one of row and column.",
  fields: {
    ...OUTSIDE_FIELDS,
    /** The rank, 1..4N. */
    rank: intField({ min: 1, description: 'The rank, 1..4N (1 the lowest).' }),
  },
  exactlyOne: ['row', 'column'],
  resolve(ctx: VariantRuleContext, { rank, ...place }) {
    const n = ctx.n;
    if (rank > 4 * n) ctx.fail(`the rank must be 1..${4 * n} (4N lines); got ${rank}`);
    if (n > 9) ctx.fail('full rank reads lines as decimal numbers: grids of at most 9×9');
    const { cells: mine, label } = outsideLine(ctx, place);
    const others = allLines(n).filter((l) => l.some((c, i) => c !== mine[i]));
    const all = Array.from({ length: n * n }, (_, i) => i);
    const relation: CellRelation = {
      text: `${label} must have rank ${rank} among all rows and columns read both ways, tied with none`,
      holds: (grid) => {
        let below = 0;
        for (const o of others) {
          const c = compare(grid, o, mine);
          if (c === 0) return false;
          if (c < 0) below++;
        }
        return below === rank - 1;
      },
      // Per other line a 0/1 "below" variable tied to the comparison by one `regular` over
      // (b, mine₁, other₁, …) (cells may repeat: rows and columns cross), and the below-count.
      post: (model: Model, grid: readonly IntVar[], name: string) => {
        const dfa = lessDfa(n);
        const below = others.map((o, k) => {
          const b = model.boolVar(`${name}: line ${k + 1} below`);
          const word: IntVar[] = [b];
          for (let i = 0; i < n; i++) word.push(grid[mine[i]!]!, grid[o[i]!]!);
          model.add(regular(word, dfa, name));
          return b;
        });
        model.linear(
          below,
          below.map(() => 1),
          '=',
          rank - 1,
          name,
        );
      },
    };
    ctx.addRelation(all, relation);
  },
});

/** A full-rank clue. */
export type FullRankSpec = VariantConstraintOf<'fullRank'>;
