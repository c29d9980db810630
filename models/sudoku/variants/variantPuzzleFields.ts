import { givensField } from './givensField.js';
import { MAX_VARIANT_SIZE } from './MAX_VARIANT_SIZE.js';
import { regionsField } from './regionsField.js';
import type { VariantConstraint } from './VariantConstraint.js';
import type { FieldContext, ObjectShape, VariantField } from './VariantField.js';
import { intField, optional, textField } from './variantFields.js';

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
    /** Side N of the grid, which is also the number of digits. */
    size: intField({
      min: 1,
      max: MAX_VARIANT_SIZE,
      description: 'Side N of the grid, which is also the number of digits.',
    }),
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
