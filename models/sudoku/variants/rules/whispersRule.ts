import { fpCells, integerOf, isEmpty } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, choiceField, intField, optional } from '../variantFields.js';
import { fpuzzlesLines } from './fpuzzlesLines.js';
import { requireLine } from './requireLine.js';
import { windowRelation } from './windowRelation.js';

/** Named whisper differences: German (5 on 1..9, ⌊N/2⌋ + 1 in general), Dutch (4 on 1..9, ⌊N/2⌋). */
export function whisperDifference(preset: 'german' | 'dutch', n: number): number {
  return preset === 'german' ? Math.floor(n / 2) + 1 : Math.floor(n / 2);
}

/** Whispers: digits next to each other on the line differ by at least `difference`. */
export const whispersRule = defineRule({
  type: 'whispers',
  description:
    "Whispers line: neighbouring digits on it differ by at least 'difference', or by the preset's: 'german' (⌊N/2⌋+1: 5 on 1..9, the default) or 'dutch' (⌊N/2⌋: 4 on 1..9).",
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 2,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
    /** The least difference between neighbours on the line. */
    difference: optional(
      intField({ min: 1, max: 'N', description: 'The least difference between neighbours.' }),
    ),
    /** A named difference, instead of `difference`. */
    preset: optional(choiceField(['german', 'dutch'], "A named difference instead of 'difference'.")),
  },
  resolve(ctx: VariantRuleContext, { cells, difference, preset }) {
    const n = ctx.n;
    if (difference !== undefined && preset !== undefined) ctx.fail(`give 'difference' or 'preset', not both`);
    requireLine(ctx, cells);
    const k = difference ?? whisperDifference(preset ?? 'german', n);
    if (k > n - 1) ctx.fail(`no two digits 1..${n} differ by at least ${k}`);
    ctx.addRelation(
      cells,
      windowRelation(
        `neighbours must differ by at least ${k}`,
        `whispers ${k}`,
        2,
        n,
        (w) => Math.abs(w[0]! - w[1]!) >= k,
      ),
    );
  },
  fpuzzles: {
    // f-puzzles' whispers are German unless the entry carries a 'value' (the least difference).
    keys: ['whispers'],
    read: (fp) =>
      fp.list('whispers').flatMap((e) => {
        const value = isEmpty(e.value) ? undefined : integerOf(e.value, 'whispers');
        return fpuzzlesLines([e], 'whispers').map((cells) =>
          value === undefined
            ? ({ type: 'whispers', cells } as const)
            : ({ type: 'whispers', cells, difference: value } as const),
        );
      }),
    write: (spec, fp) => {
      const entry: Record<string, unknown> = { lines: [fpCells(spec.cells)] };
      if (spec.difference !== undefined) entry.value = String(spec.difference);
      else if (spec.preset === 'dutch') entry.value = String(whisperDifference('dutch', fp.size));
      fp.push('whispers', entry);
    },
  },
});

/** A whispers line. */
export type WhispersSpec = VariantConstraintOf<'whispers'>;
