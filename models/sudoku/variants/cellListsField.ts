import type { CellRef } from './CellRef.js';
import type { FieldContext, VariantField } from './VariantField.js';
import { readCellList } from './variantFields.js';

/**
 * One or more lists of cells of any sizes (`1..N²` cells each, no cell twice in one list; lists may share
 * cells, as the arms of one arrow share its start).
 */
export function cellListsField(
  description: string,
): VariantField<readonly (readonly CellRef[])[], number[][], true> {
  return {
    required: true,
    description,
    shape: '1.. lists of cells',
    read: (value: unknown, name: string, ctx: FieldContext) => {
      if (!Array.isArray(value) || value.length < 1)
        ctx.fail(`'${name}' must be a list of at least 1 cell list`);
      return value.map((s: unknown, i: number) => readCellList(s, `${name}[${i}]`, 1, ctx.n * ctx.n, ctx));
    },
    absent: () => [],
    schema: () => ({
      description,
      type: 'array',
      minItems: 1,
      items: { type: 'array', items: { $ref: '#/$defs/cell' }, minItems: 1, uniqueItems: true },
    }),
  };
}
