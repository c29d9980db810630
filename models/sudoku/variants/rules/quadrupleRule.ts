import { count, type IntVar, type Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import { cellNamesOf, fpCells, fpuzzlesFail } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intsField } from '../variantFields.js';

/** Largest table posted for a quadruple; beyond it (big grids) one `count` per listed digit is posted. */
const MAX_TUPLES = 5000;

/** How often each digit is listed. */
function multiplicities(values: readonly number[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
  return m;
}

/**
 * Whether the filling `a b c d` holds each digit `digits[i]` at least `times[i]` times. Four scalars
 * and two flat lists, no allocation: it runs for each of the N⁴ fillings when the table is built,
 * which in a fresh process is interpreted code (building a fresh array per filling and filtering it
 * once per listed digit made a 9×9 quadruple clue cost milliseconds before any search).
 */
function fillingHolds(
  digits: readonly number[],
  times: readonly number[],
  a: number,
  b: number,
  c: number,
  d: number,
): boolean {
  for (let i = 0; i < digits.length; i++) {
    const v = digits[i]!;
    const seen = (a === v ? 1 : 0) + (b === v ? 1 : 0) + (c === v ? 1 : 0) + (d === v ? 1 : 0);
    if (seen < times[i]!) return false;
  }
  return true;
}

function quadruple(n: number, values: readonly number[]): CellRelation {
  const need = multiplicities(values);
  const digits = [...need.keys()];
  const times = [...need.values()];
  const holds = (cells: readonly number[]) =>
    digits.every((v, i) => cells.filter((x) => x === v).length >= times[i]!);
  return {
    text: `must include ${values.join(', ')}`,
    holds,
    // Cells are in reading order around the vertex (a b / c d): a-b, c-d share a row, a-c, b-d a column,
    // so those pairs differ; a table of the 2×2 fillings that include the digits is then domain
    // consistent on the whole clue. Big grids get one `count ≥ k` per listed digit instead.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const tuples: number[][] = [];
      for (let a = 1; a <= n && tuples.length <= MAX_TUPLES; a++)
        for (let b = 1; b <= n; b++) {
          if (b === a) continue;
          for (let c = 1; c <= n; c++) {
            if (c === a) continue;
            for (let d = 1; d <= n; d++)
              if (d !== c && d !== b && fillingHolds(digits, times, a, b, c, d)) tuples.push([a, b, c, d]);
          }
        }
      if (tuples.length <= MAX_TUPLES) {
        model.table(vars, tuples, name);
        return;
      }
      for (const [v, k] of need) model.add(count(vars, v, '>=', k, name));
    },
  };
}

/** Quadruple: the listed digits all appear in the four cells around a grid vertex (a listed repeat, twice). */
export const quadrupleRule = defineRule({
  type: 'quadruple',
  description:
    'Quadruple: the four cells around a grid vertex (a 2×2 square) contain every listed digit, a digit listed twice at least twice.',
  fields: {
    /** The 2×2 square, any order. */
    cells: cellsField({ min: 4, max: 4, description: 'The four cells of a 2×2 square, any order.' }),
    /** The digits that must appear. */
    values: intsField({
      min: 1,
      max: 4,
      lo: 1,
      hi: 'N',
      description: 'The digits that must appear, 1-4 of them.',
    }),
  },
  resolve(ctx: VariantRuleContext, { cells, values }) {
    const g = ctx.geometry;
    const sorted = [...cells].sort((x, y) => x - y);
    const [a, b, c, d] = sorted as [number, number, number, number];
    const r = g.row(a);
    const col = g.col(a);
    const square =
      g.row(b) === r &&
      g.col(b) === col + 1 &&
      g.row(c) === r + 1 &&
      g.col(c) === col &&
      g.row(d) === r + 1 &&
      g.col(d) === col + 1;
    if (!square) ctx.fail(`${cells.map((x) => g.cellName(x)).join(', ')} are not a 2×2 square`);
    for (const [v, k] of multiplicities(values)) {
      if (k > 2) ctx.fail(`digit ${v} is listed ${k} times; a 2×2 square holds a digit at most twice`);
    }
    ctx.addRelation(sorted, quadruple(ctx.n, values));
  },
  fpuzzles: {
    keys: ['quadruple'],
    read: (fp) =>
      fp.list('quadruple').map((e) => {
        const cells = cellNamesOf(e, 'cells', 'quadruple');
        const values = e.values;
        if (!Array.isArray(values) || !values.every((v) => Number.isInteger(Number(v))))
          fpuzzlesFail(`quadruple: 'values' must be a list of digits`);
        return { type: 'quadruple', cells, values: values.map(Number) } as const;
      }),
    write: (spec, fp) => fp.push('quadruple', { cells: fpCells(spec.cells), values: [...spec.values] }),
  },
});

/** A quadruple clue. */
export type QuadrupleSpec = VariantConstraintOf<'quadruple'>;
