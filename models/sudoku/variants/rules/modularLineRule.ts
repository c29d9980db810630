import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, intField, withDefault } from '../variantFields.js';
import { dfaRelation } from './dfaRelation.js';
import { lineDfa } from './lineDfa.js';
import { requireLine } from './requireLine.js';

/** Whether every run of `mod` consecutive digits (or the whole, shorter line) has different residues. */
function modularHolds(values: readonly number[], mod: number): boolean {
  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < Math.min(values.length, i + mod); j++) {
      if (values[i]! % mod === values[j]! % mod) return false;
    }
  }
  return true;
}

/**
 * Modular line: every run of `mod` consecutive cells (default 3) holds digits with different
 * residues modulo `mod` (mod 3: one of 1-4-7, one of 2-5-8, one of 3-6-9). One automaton over the
 * line remembers the last `mod − 1` residues, so the whole line is domain consistent (residues repeat
 * with period `mod`), not each run alone.
 */
export const modularLineRule = defineRule({
  type: 'modularLine',
  description:
    "Modular line: every run of 'mod' consecutive cells (default 3) holds digits with different residues modulo 'mod'.",
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 2,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
    /** The modulus, 2..N. */
    mod: withDefault(intField({ min: 2, max: 'N', description: 'The modulus, 2..N.' }), 3),
  },
  resolve(ctx: VariantRuleContext, { cells, mod }) {
    requireLine(ctx, cells);
    const dfa = lineDfa<readonly number[]>(
      ctx.n,
      [],
      (s) => s.join(','),
      (last, d) => (last.includes(d % mod) ? undefined : [...last, d % mod].slice(-(mod - 1))),
      () => true,
    );
    ctx.addRelation(
      cells,
      dfaRelation(
        ctx,
        cells.length,
        `every ${mod} cells in a row must have different residues modulo ${mod}`,
        (v) => modularHolds(v, mod),
        dfa,
        `digits 1..${ctx.n} cannot fill a modular line modulo ${mod}`,
      ),
    );
  },
});

/** A modular line. */
export type ModularLineSpec = VariantConstraintOf<'modularLine'>;
