import type { IntVar, Model } from '../../../../core/index.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField, optional } from '../variantFields.js';
import { tuplesOf } from './predicateRelation.js';

/** Index of value 0 (values are stored as indices 1..N+1: 0 is index 1). */
const ZERO = 1;

/** The rows, then the columns, then the boxes of an R×R grid with boxes, as cell lists. */
function houses(ctx: VariantRuleContext): number[][] {
  const shape = ctx.shape;
  const side = shape.rows;
  const out: number[][] = [];
  for (let r = 0; r < side; r++) out.push(Array.from({ length: side }, (_, c) => shape.cellAt(r, c)));
  for (let c = 0; c < side; c++) out.push(Array.from({ length: side }, (_, r) => shape.cellAt(r, c)));
  const boxes = Array.from({ length: side }, (): number[] => []);
  for (let cell = 0; cell < shape.gridCellCount; cell++) boxes[ctx.regionOf[cell]!]!.push(cell);
  out.push(...boxes);
  return out;
}

/** The value index a house of R cells over R+1 values leaves out, or `-1` when it repeats one. */
function missingOf(values: readonly number[], house: readonly number[]): number {
  const seen = new Set<number>();
  for (const cell of house) seen.add(values[cell]!);
  if (seen.size !== house.length) return -1;
  for (let v = 1; v <= house.length + 1; v++) if (!seen.has(v)) return v;
  return -1;
}

/**
 * Doppelganger (ISS `Doppelganger`), on an R×R grid with boxes and the R+1 values 0..R: every row, column
 * and box holds 0 and all but one of 1..R; no two rows (columns, boxes) leave out the same digit; and at
 * each 0, the digits its row, its column and its box leave out all differ. The digit a house leaves out
 * is its *doppelganger*: one helper per house, or the extra cells given in `cells` (R for the rows, R for
 * the columns, R for the boxes, in order), so that rules taking extra cells may name them as ISS's
 * doppelganger cells allow.
 *
 * Posted as: each house with its doppelganger all-different (R+1 cells over R+1 values: a permutation, so
 * the doppelganger is the digit left out, and never 0), the doppelgangers of one kind all-different, and
 * per grid cell three `table`s (cell, one doppelganger, another): the cell is not 0 or they differ.
 */
export const doppelgangerRule = defineRule({
  type: 'doppelganger',
  description:
    'Doppelganger (R×R grid, values 0..R): every row, column and box holds 0 and all but one of 1..R; rows (columns, boxes) leave out different digits; at each 0, the digits left out by its row, column and box differ.',
  fields: {
    /** The doppelganger cells (extra cells): one per row, then per column, then per box. */
    cells: optional(
      cellsField({
        min: 3,
        max: 'N*N',
        description:
          'Extra cells holding the digit each house leaves out: one per row, then one per column, then one per box.',
      }),
    ),
  },
  supports: { anyGrid: true, anyValues: true, extraCells: true },
  resolve(ctx: VariantRuleContext, { cells }) {
    const shape = ctx.shape;
    const side = shape.rows;
    if (
      shape.columns !== side ||
      shape.values !== side + 1 ||
      shape.minValue !== 0 ||
      shape.boxes === undefined ||
      shape.boxes.width * shape.boxes.height !== side
    ) {
      ctx.fail(
        `doppelganger needs an R×R grid with boxes of R cells and the values 0..R ('size': R+1, 'minValue': 0); this is a ${shape.describe()}`,
      );
    }
    const list = houses(ctx);
    const grid = Array.from({ length: shape.gridCellCount }, (_, c) => c);
    const extra = cells ?? [];
    if (cells !== undefined) {
      if (cells.length !== 3 * side)
        ctx.fail(
          `'cells' must list ${3 * side} extra cells (${side} rows, columns, boxes); got ${cells.length}`,
        );
      for (const c of cells)
        if (!shape.isExtra(c)) ctx.fail(`${ctx.cellName(c)} is a grid cell: doppelgangers are extra cells`);
    }
    const regionIndex = (cell: number): number => 2 * side + ctx.regionOf[cell]!;
    ctx.addRelation([...grid, ...extra], {
      text: 'every house must hold 0 and leave out a digit no other house of its kind leaves out, different from those of the other houses at each 0',
      holds: (values) => {
        const missing = list.map((h) => missingOf(values, h));
        if (missing.some((m) => m <= ZERO)) return false;
        for (let k = 0; k < 3; k++)
          if (new Set(missing.slice(k * side, (k + 1) * side)).size !== side) return false;
        for (let i = 0; i < extra.length; i++) if (values[grid.length + i] !== missing[i]) return false;
        for (const cell of grid) {
          if (values[cell] !== ZERO) continue;
          const r = missing[shape.row(cell)]!;
          const c = missing[side + shape.col(cell)]!;
          const b = missing[regionIndex(cell)]!;
          if (r === c || r === b || c === b) return false;
        }
        return true;
      },
      post: (model: Model, vars: readonly IntVar[], name: string) => {
        const kinds = ['row', 'column', 'box'];
        const twins: IntVar[] = [];
        for (let h = 0; h < 3 * side; h++) {
          const twin =
            extra.length > 0
              ? vars[grid.length + h]!
              : model.intVar(`${name}: ${kinds[Math.floor(h / side)]} ${(h % side) + 1} leaves out`, {
                  min: ZERO + 1,
                  max: side + 1,
                });
          // A given doppelganger cell may hold any value: the permutation alone would let it hold 0.
          if (extra.length > 0) model.linear([twin], [1], '!=', ZERO, name);
          twins.push(twin);
          model.allDifferent([...list[h]!.map((c) => vars[c]!), twin], name);
        }
        for (let k = 0; k < 3; k++) model.allDifferent(twins.slice(k * side, (k + 1) * side), name);
        const tuples = tuplesOf('doppelganger zero', side + 1, 3, (v) => v[0] !== ZERO || v[1] !== v[2]);
        for (const cell of grid) {
          const r = twins[shape.row(cell)]!;
          const c = twins[side + shape.col(cell)]!;
          const b = twins[regionIndex(cell)]!;
          model.table([vars[cell]!, r, c], tuples, name);
          model.table([vars[cell]!, r, b], tuples, name);
          model.table([vars[cell]!, c, b], tuples, name);
        }
      },
    });
  },
});

/** A doppelganger grid. */
export type DoppelgangerSpec = VariantConstraintOf<'doppelganger'>;
