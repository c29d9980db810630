import { type IntVar, type Model, regular } from '../../../../core/index.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, flagField, intField, withDefault } from '../variantFields.js';
import { dfaRelation } from './dfaRelation.js';
import { acceptsSomeWord, lineDfa } from './lineDfa.js';
import { requireLine } from './requireLine.js';

/** Whether the digits, in order, cut into consecutive pieces that each add up to `sum`. */
function splitsInto(values: readonly number[], sum: number): boolean {
  let part = 0;
  for (const v of values) {
    part += v;
    if (part === sum) part = 0;
    else if (part > sum) return false;
  }
  return part === 0;
}

/** Whether some rotation of the digits (a loop read from any cell) cuts into pieces adding up to `sum`. */
function loopSplits(values: readonly number[], sum: number): boolean {
  return values.some((_, r) => splitsInto([...values.slice(r), ...values.slice(0, r)], sum));
}

/**
 * The automaton of a loop read from its first cell: the segment crossing the seam takes some `t`
 * (0..sum − 1) from the end of the line, so reading starts with `t` already summed and must end with
 * exactly `t` summed since the last cut. Every `t` runs at once (a state holds each one's running sum,
 * −1 once it failed), so no helper variable picks one: several cuts may fit one loop, and a helper
 * would count a grid once per cut.
 */
function loopDfa(n: number, sum: number) {
  const start = Array.from({ length: sum }, (_, t) => t);
  return lineDfa<readonly number[]>(
    n,
    start,
    (s) => s.join(','),
    (s, d) => {
      const next = s.map((part) => (part < 0 ? -1 : part + d < sum ? part + d : part + d === sum ? 0 : -1));
      return next.some((p) => p >= 0) ? next : undefined;
    },
    (s) => s.some((part, t) => part === t),
    1,
    MAX_LOOP_STATES,
  );
}

/** Largest automaton built for a loop (its states grow about as 2^sum). */
const MAX_LOOP_STATES = 20_000;

/**
 * Sum line (ISS's `SumLine`): the line cuts into consecutive segments that each add up to `sum`
 * (default 10). Digits are positive, so the cut is forced: the automaton keeps the running sum.
 */
export const sumLineRule = defineRule({
  type: 'sumLine',
  description:
    "Sum line: the line divides into consecutive segments (anywhere, not only at box borders) that each add up to 'sum'; with 'loop', read round a closed loop.",
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 1,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
    /** Every segment's total. */
    sum: withDefault(intField({ min: 1, description: "Every segment's total." }), 10),
    /** A closed loop: the last cell joins the first, and a segment may run across that seam. */
    loop: withDefault(
      flagField('A closed loop: the last cell touches the first, and a segment may run across that seam.'),
      false,
    ),
  },
  resolve(ctx: VariantRuleContext, { cells, sum, loop }) {
    requireLine(ctx, cells);
    if (loop) {
      if (cells.length < 3) ctx.fail('a loop needs at least 3 cells');
      ctx.requireAdjacent(cells.at(-1)!, cells[0]!, true);
      let dfa: ReturnType<typeof loopDfa>;
      try {
        dfa = loopDfa(ctx.n, sum);
      } catch (e) {
        if (!(e instanceof RangeError)) throw e;
        return ctx.fail(
          `a loop with segments of ${sum} needs an automaton of more than ${MAX_LOOP_STATES} states; loops support smaller sums`,
        );
      }
      if (!acceptsSomeWord(dfa, cells.length))
        ctx.fail(
          `a loop of ${cells.length} digits 1..${ctx.n} cannot divide into segments adding up to ${sum}`,
        );
      ctx.addRelation(cells, {
        text: `must divide, read round the loop, into segments that each add up to ${sum}`,
        holds: (v) => loopSplits(v, sum),
        // One `regular` over the line, every seam share followed at once.
        post: (model: Model, vars: readonly IntVar[], name: string) => {
          model.add(regular(vars, dfa, name));
        },
      });
      return;
    }
    const dfa = lineDfa<number>(
      ctx.n,
      0,
      String,
      (part, d) => (part + d < sum ? part + d : part + d === sum ? 0 : undefined),
      (part) => part === 0,
    );
    ctx.addRelation(
      cells,
      dfaRelation(
        ctx,
        cells.length,
        `must divide into segments that each add up to ${sum}`,
        (v) => splitsInto(v, sum),
        dfa,
        `${cells.length} digits 1..${ctx.n} cannot divide into segments adding up to ${sum}`,
      ),
    );
  },
});

/** A sum line. */
export type SumLineSpec = VariantConstraintOf<'sumLine'>;
