import type { IntVar, Model } from '../../../../core/index.js';
import { digitsField } from '../digitsField.js';
import { fpCells, fpuzzlesFail, integerOf, isEmpty } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';

/**
 * Given candidates (ISS `Given` with several values): each cell holds one of `values`. Posted as a
 * one-cell `table` per cell rather than a narrowed domain, so that a generator or a stepper that
 * replaces the domains of givens keeps the rule.
 */
export const candidatesRule = defineRule({
  type: 'candidates',
  description: "Given candidates: each of the cells holds one of 'values'.",
  fields: {
    /** The cells. */
    cells: cellsField({ min: 1, max: 'N*N', description: 'The cells.' }),
    /** The digits allowed in them. */
    values: digitsField({ min: 1, repeats: false, description: 'The digits the cells may hold.' }),
  },
  resolve(ctx: VariantRuleContext, { cells, values }) {
    const allowed = new Set(values);
    const tuples = [...allowed].sort((a, b) => a - b).map((v) => [v]);
    const text = `must be one of ${[...allowed].join(', ')}`;
    for (const cell of cells) {
      ctx.addRelation([cell], {
        text,
        holds: (v) => allowed.has(v[0]!),
        post: (model: Model, vars: readonly IntVar[], name: string) => {
          model.table(vars, tuples, name);
        },
      });
    }
  },
  // f-puzzles (as SudokuPad writes it) keeps given candidates on the grid's cells: `givenPencilMarks`.
  fpuzzles: {
    keys: [],
    read(fp) {
      // One constraint per set of candidates, its cells in reading order.
      const bySet = new Map<string, { cells: string[]; values: number[] }>();
      for (const { cell, data } of fp.gridCells()) {
        const marks = data.givenPencilMarks;
        if (isEmpty(marks) || (data.given === true && data.value !== undefined)) continue;
        if (!Array.isArray(marks))
          fpuzzlesFail(`'grid' ${cell}: 'givenPencilMarks' must be a list of digits`);
        const values = [...new Set(marks.map((v) => integerOf(v, `'grid' ${cell} givenPencilMarks`)))].sort(
          (a, b) => a - b,
        );
        const key = values.join(',');
        const entry = bySet.get(key) ?? { cells: [], values };
        entry.cells.push(cell);
        bySet.set(key, entry);
      }
      return [...bySet.values()].map(({ cells, values }) => ({ type: 'candidates' as const, cells, values }));
    },
    write(spec, fp) {
      for (const cell of fpCells(spec.cells)) fp.setCell(cell, 'givenPencilMarks', [...spec.values]);
    },
  },
});

/** Given candidates. */
export type CandidatesSpec = VariantConstraintOf<'candidates'>;
