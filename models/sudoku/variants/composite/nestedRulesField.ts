import type { FieldContext, VariantField } from '../VariantField.js';

/** A constraint nested in a composite, as written in JSON: any rule's object (checked when resolved). */
export interface NestedConstraint {
  /** The rule's tag. */
  readonly type: string;
  /** The rule's fields. */
  readonly [field: string]: unknown;
}

/** A list of at least `min` nested constraints (each read against its own rule when the composite resolves). */
export function nestedRulesField(
  min: number,
  description: string,
): VariantField<readonly NestedConstraint[], readonly unknown[], true> {
  return {
    required: true,
    description,
    shape: `${min}.. constraints`,
    read: (value: unknown, name: string, ctx: FieldContext) => {
      if (!Array.isArray(value) || value.length < min)
        ctx.fail(`'${name}' must be a list of at least ${min} constraints`);
      return value;
    },
    absent: () => [],
    schema: () => ({ description, type: 'array', minItems: min, items: { $ref: '#/$defs/constraint' } }),
  };
}
