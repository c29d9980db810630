import type { FieldTable, JsonSchema } from './VariantField.js';
import { CELL_SCHEMA } from './variantFields.js';
import { VARIANT_PUZZLE_SHAPE } from './variantPuzzleFields.js';
import { VARIANT_RULES } from './variantRules.js';

/** The `$id` of the published schema (the path of its file in the repository). */
const SCHEMA_ID = 'https://github.com/cspkit/cspkit/models/sudoku/variants/variant-puzzle.schema.json';

/**
 * The JSON Schema of an object shape: its fields as properties (nothing else allowed), the required ones
 * required, `exactlyOne` as a `oneOf` of `required`, `together` as `dependentRequired`. `head` holds
 * properties that come first (a constraint's `type`).
 */
function objectSchema(
  shape: {
    readonly fields: FieldTable;
    readonly exactlyOne?: readonly string[] | undefined;
    readonly together?: readonly string[] | undefined;
  },
  description: string,
  head: { readonly [name: string]: JsonSchema } = {},
): JsonSchema {
  const fields = Object.entries(shape.fields);
  const properties: Record<string, JsonSchema> = { ...head };
  for (const [name, field] of fields) properties[name] = field.schema();
  const together = shape.together ?? [];
  return {
    description,
    type: 'object',
    additionalProperties: false,
    required: [...Object.keys(head), ...fields.filter(([, f]) => f.required).map(([name]) => name)],
    properties,
    ...(shape.exactlyOne === undefined ? {} : { oneOf: shape.exactlyOne.map((k) => ({ required: [k] })) }),
    ...(together.length === 0
      ? {}
      : {
          dependentRequired: Object.fromEntries(together.map((k) => [k, together.filter((o) => o !== k)])),
        }),
  };
}

/**
 * The JSON Schema (draft 2020-12) of the variant puzzle format, generated from its one definition
 * (`VARIANT_PUZZLE_SHAPE` and `VARIANT_RULES`); `variant-puzzle.schema.json` is this, written out by
 * `npm run schema`. A schema cannot know N, so bounds that depend on it use the largest size; the
 * validator (`resolveVariantPuzzle`) checks everything the schema checks and more.
 */
export function variantPuzzleSchema(): JsonSchema {
  const rules: Record<string, JsonSchema> = {};
  for (const rule of VARIANT_RULES) {
    rules[rule.type] = objectSchema(rule, rule.description, { type: { const: rule.type } });
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: SCHEMA_ID,
    title: 'cspkit sudoku variant puzzle',
    ...objectSchema(
      VARIANT_PUZZLE_SHAPE,
      'An N×N sudoku with givens, boxes or irregular regions, and variant constraints. cspkit also checks what a schema cannot: cells inside the grid, regions covering the grid, non-overlapping cages, sums that digits can make, dots between adjacent cells, givens that break a rule. Errors name the constraint by its 0-based index and type, and the property at fault.',
    ),
    $defs: {
      cell: CELL_SCHEMA,
      constraint: {
        description: 'One variant constraint, chosen by its `type`.',
        oneOf: VARIANT_RULES.map((r) => ({ $ref: `#/$defs/${r.type}` })),
      },
      ...rules,
    },
  };
}
