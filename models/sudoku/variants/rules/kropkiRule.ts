import { fpCells, integerOf, isEmpty, pairOf } from '../fpuzzlesData.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, choiceField, intField, optional } from '../variantFields.js';

/** The mark a kropki dot leaves between its two cells (one dot per pair; the negative rule reads them). */
export const KROPKI_MARK = 'kropki dot';

/** The f-puzzles list key of each dot colour. */
const FPUZZLES_KEY = { white: 'difference', black: 'ratio' } as const;

/**
 * Kropki dot between two orthogonally adjacent cells: white = the digits differ by `value` (default 1,
 * consecutive), black = one is `value` times the other (default 2).
 */
export const kropkiRule = defineRule({
  type: 'kropki',
  description:
    "A dot between orthogonally adjacent cells: white = digits differ by 'value' (default 1), black = one is 'value' times the other (default 2).",
  fields: {
    /** Dot colour. */
    color: choiceField(['white', 'black'], 'Dot colour.'),
    /** The two adjacent cells. */
    cells: cellsField({ min: 2, max: 2, description: 'The two cells.' }),
    /** Difference (white, default 1) or ratio (black, default 2). */
    value: optional(
      intField({ min: 1, max: 'N', description: 'Difference (white) or ratio (black); defaults 1 and 2.' }),
    ),
  },
  resolve(ctx: VariantRuleContext, { color, cells, value }) {
    const [a, b] = cells as [number, number];
    ctx.requireAdjacent(a, b, false);
    ctx.mark(KROPKI_MARK, a, b);
    const white = color === 'white';
    const k = value ?? (white ? 1 : 2);
    const n = ctx.n;
    const impossible = `no two different digits 1..${n} ${white ? `differ by ${k}` : `are in ratio ${k}`}`;
    ctx.addPossiblePair(a, b, white ? 'diff' : 'ratio', k, impossible);
  },
  fpuzzles: {
    keys: Object.values(FPUZZLES_KEY),
    read: (fp) =>
      (['white', 'black'] as const).flatMap((color) =>
        fp.list(FPUZZLES_KEY[color]).map((e) => {
          const cells = pairOf(e, FPUZZLES_KEY[color]);
          return isEmpty(e.value)
            ? { type: 'kropki' as const, color, cells }
            : { type: 'kropki' as const, color, cells, value: integerOf(e.value, FPUZZLES_KEY[color]) };
        }),
      ),
    write(spec, fp) {
      const cells = fpCells(spec.cells);
      fp.push(
        FPUZZLES_KEY[spec.color],
        spec.value === undefined ? { cells } : { cells, value: String(spec.value) },
      );
    },
  },
});

/** A kropki dot. */
export type KropkiSpec = VariantConstraintOf<'kropki'>;
