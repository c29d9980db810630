import { chaosField } from './chaosField.js';
import { givensField } from './givensField.js';
import { MAX_VARIANT_SIZE } from './MAX_VARIANT_SIZE.js';
import { regionsField } from './regionsField.js';
import type { VariantConstraint } from './VariantConstraint.js';
import type { FieldContext, ObjectShape, VariantField } from './VariantField.js';
import { intField, optional, textField } from './variantFields.js';

/** `boxes: false`: a grid without boxes (a Latin square when square); `true` is the default. */
const boxesField: VariantField<boolean, boolean | undefined, false> = {
  required: false,
  description: 'false: no boxes (rows and columns only, a Latin square on an N×N grid). Default true.',
  shape: 'boolean, default true',
  read(value: unknown, name: string, ctx: FieldContext) {
    if (typeof value !== 'boolean') ctx.fail(`'${name}' must be true or false; got ${JSON.stringify(value)}`);
    return value;
  },
  absent: () => undefined,
  schema: () => ({
    description: 'false: no boxes (rows and columns only, a Latin square on an N×N grid). Default true.',
    type: 'boolean',
    default: true,
  }),
};

/** The `constraints` list: checked to be a list here, each item then read by its rule. */
const constraintsField: VariantField<readonly VariantConstraint[], readonly unknown[], true> = {
  required: true,
  description: 'The variant constraints, each with a `type`; none makes a classic sudoku.',
  shape: 'list of constraints',
  read(value: unknown, name: string, ctx: FieldContext) {
    if (!Array.isArray(value)) ctx.fail(`'${name}' must be an array`);
    return value;
  },
  absent: () => [],
  schema: () => ({
    description: 'The variant constraints, each with a `type`; none makes a classic sudoku.',
    type: 'array',
    items: { $ref: '#/$defs/constraint' },
  }),
};

/**
 * The properties of a variant puzzle, in documentation order: with `VARIANT_RULES` (its constraints), the
 * one definition of the variant format.
 */
export const VARIANT_PUZZLE_SHAPE = {
  /** The puzzle's properties. */
  fields: {
    /** Number of values N, and the side of the grid unless `rows` / `columns` say otherwise. */
    size: intField({
      min: 1,
      max: MAX_VARIANT_SIZE,
      description:
        'Number of values N (digits 1..N), and the side of the grid unless rows / columns say otherwise.',
    }),
    /** Rows of the grid (default N); at most N, since a column never repeats a value. */
    rows: optional(
      intField({
        min: 1,
        max: 'N',
        description:
          'Rows of the grid, default N. At most N: a column never repeats a value, so with fewer rows than N columns are not permutations (extra values).',
      }),
    ),
    /** Columns of the grid (default N); at most N. */
    columns: optional(
      intField({ min: 1, max: 'N', description: 'Columns of the grid, default N. At most N.' }),
    ),
    /** Smallest value: 1 (default) or 0 (0-based values 0..N−1). */
    minValue: optional(
      intField({
        min: 0,
        max: 1,
        description:
          "Smallest value: 1 (default, values 1..N) or 0 (values 0..N-1; givens then write '0' as a value and '.' or null for empty).",
      }),
    ),
    /** Cells outside the grid (`x1` …), in no row, column or box, for rules to use. */
    extraCells: optional(
      intField({
        min: 1,
        max: MAX_VARIANT_SIZE,
        description:
          "Cells outside the grid, named 'x1', 'x2' …: each holds a value but lies in no row, column or box; rules that need no grid position (killer, extraRegion, arrow …) may use them.",
      }),
    ),
    /** `false` for a grid without boxes. */
    boxes: boxesField,
    /** Chaos construction: regions chosen by the solve (`true`, or region hints). */
    chaos: chaosField,
    /** Columns per box (with `boxHeight`). */
    boxWidth: optional(
      intField({
        min: 1,
        description:
          'Columns per box (with boxHeight; product N). Default: the squarest split, box height ≤ width (9 → 3×3, 6 → 3×2, 12 → 4×3).',
      }),
    ),
    /** Rows per box (with `boxWidth`). */
    boxHeight: optional(intField({ min: 1, description: 'Rows per box (with boxWidth).' })),
    /** Givens: N² cell symbols or N rows of N integers. */
    givens: optional(givensField),
    /** Irregular regions replacing the boxes (jigsaw). */
    regions: optional(regionsField),
    /** The variant constraints. */
    constraints: optional(constraintsField),
    /** A title, kept for display. */
    title: optional(textField('A title, kept for display.')),
  },
  /** Box sizes come as a pair. */
  together: ['boxWidth', 'boxHeight'],
} as const satisfies ObjectShape<Record<string, VariantField<unknown, unknown, boolean>>>;
