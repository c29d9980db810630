import type { CellRef } from './CellRef.js';
import type { FieldContext, VariantField } from './VariantField.js';
import { readCellList } from './variantFields.js';

/** Two or more lists of cells, all of one size (`1..N²` cells each, no cell twice in the whole field). */
export function cellSetsField(
  description: string,
): VariantField<readonly (readonly CellRef[])[], number[][], true> {
  return {
    required: true,
    description,
    shape: '2.. lists of cells, all of one size',
    read: (value: unknown, name: string, ctx: FieldContext) => {
      if (!Array.isArray(value) || value.length < 2)
        ctx.fail(`'${name}' must be a list of at least 2 cell lists`);
      const sets = value.map((s: unknown, i: number) =>
        readCellList(s, `${name}[${i}]`, 1, ctx.n * ctx.n, ctx),
      );
      const size = sets[0]!.length;
      const seen = new Set<number>();
      sets.forEach((s, i) => {
        if (s.length !== size)
          ctx.fail(
            `'${name}[${i}]' has ${s.length} cells but '${name}[0]' has ${size}: the sets must be of one size`,
          );
        for (const c of s) {
          if (seen.has(c)) ctx.fail(`'${name}' lists ${ctx.cellName(c)} in two sets`);
          seen.add(c);
        }
      });
      return sets;
    },
    absent: () => [],
    schema: () => ({
      description,
      type: 'array',
      minItems: 2,
      items: { type: 'array', items: { $ref: '#/$defs/cell' }, minItems: 1, uniqueItems: true },
    }),
  };
}
