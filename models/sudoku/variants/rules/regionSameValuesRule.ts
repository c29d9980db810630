import { count, type IntVar, type Model } from '../../../../core/index.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';

/**
 * The rows, columns and boxes (or jigsaw regions) of the grid, keeping only those of the largest size:
 * the houses ISS's `RegionSameValues` speaks of.
 */
function largestHouses(ctx: VariantRuleContext): number[][] {
  const shape = ctx.shape;
  const houses: number[][] = [];
  for (let r = 0; r < shape.rows; r++)
    houses.push(Array.from({ length: shape.columns }, (_, c) => shape.cellAt(r, c)));
  for (let c = 0; c < shape.columns; c++)
    houses.push(Array.from({ length: shape.rows }, (_, r) => shape.cellAt(r, c)));
  const regions = new Map<number, number[]>();
  for (let cell = 0; cell < shape.gridCellCount; cell++) {
    const region = ctx.regionOf[cell]!;
    if (region < 0) continue;
    let list = regions.get(region);
    if (list === undefined) regions.set(region, (list = []));
    list.push(cell);
  }
  houses.push(...regions.values());
  const largest = Math.max(...houses.map((h) => h.length));
  return houses.filter((h) => h.length === largest);
}

/**
 * Region same values (ISS `RegionSameValues`): every house of the largest size among the rows, columns
 * and boxes (or jigsaw regions) holds the same set of values. It matters where a house holds fewer cells
 * than there are values (a 6×6 grid over 1..9: every row, column and box uses the same six digits); where
 * the largest houses hold every value (the N×N grid, a chaos construction) it adds nothing. Posted as one 0/1 "used" variable per value shared
 * by a `count` of that value on every such house (each house is all-different, so a count is 0 or 1),
 * and the used values add up to the house size.
 */
export const regionSameValuesRule = defineRule({
  type: 'regionSameValues',
  description:
    'Every house of the largest size among rows, columns and boxes (or jigsaw regions) holds the same set of values.',
  fields: {},
  supports: { anyGrid: true, anyValues: true, extraCells: true },
  resolve(ctx: VariantRuleContext) {
    const houses = largestHouses(ctx);
    const size = houses[0]!.length;
    const n = ctx.n;
    ctx.addRelation(houses.flat(), {
      text: `every row, column and box of ${size} cells must hold the same values`,
      holds: (values) => {
        const first = new Set(values.slice(0, size));
        for (let h = 1; h < houses.length; h++) {
          const set = new Set(values.slice(h * size, (h + 1) * size));
          if (set.size !== first.size || [...set].some((v) => !first.has(v))) return false;
        }
        return true;
      },
      post: (model: Model, vars: readonly IntVar[], name: string) => {
        // Houses of N cells hold every value: nothing to post.
        if (size >= n) return;
        const used: IntVar[] = [];
        for (let d = 1; d <= n; d++) {
          const u = model.intVar(`${name}: uses ${d}`, { min: 0, max: 1 });
          used.push(u);
          for (let h = 0; h < houses.length; h++)
            model.add(count(vars.slice(h * size, (h + 1) * size), d, '=', u, name));
        }
        model.linear(
          used,
          used.map(() => 1),
          '=',
          size,
          name,
        );
      },
    });
  },
});

/** Region same values. */
export type RegionSameValuesSpec = VariantConstraintOf<'regionSameValues'>;
