import type { IntVar, Model } from '../../../../core/index.js';
import type { CellRelation } from '../CellRelation.js';
import type { VariantConstraintOf } from '../VariantConstraint.js';
import { defineRule } from '../VariantRule.js';
import type { VariantRuleContext } from '../VariantRuleContext.js';
import { cellsField } from '../variantFields.js';
import { plainLineMapping } from './fpuzzlesLines.js';
import { requireLine } from './requireLine.js';

/** `segments` lists, per segment, the positions on the line of its cells. */
function regionSums(n: number, segments: readonly (readonly number[])[]): CellRelation {
  const sumOf = (values: readonly number[], seg: readonly number[]) =>
    seg.reduce((s, i) => s + values[i]!, 0);
  const longest = Math.max(...segments.map((s) => s.length));
  return {
    text: 'its segments in each box or region must have equal sums',
    holds: (values) => segments.every((seg) => sumOf(values, seg) === sumOf(values, segments[0]!)),
    // One helper for the common sum and one `linear` per segment, so bounds flow between segments.
    post: (model: Model, vars: readonly IntVar[], name: string) => {
      const total = model.intVar(`${name}: segment sum`, { min: 1, max: longest * n });
      for (const seg of segments) {
        model.linear([...seg.map((i) => vars[i]!), total], [...seg.map(() => 1), -1], '=', 0, name);
      }
    },
  };
}

/**
 * Region-sum line: box (or region) borders cut the line into segments, and every segment has the same sum.
 * A line passing through a box twice has two segments there.
 */
export const regionSumLineRule = defineRule({
  type: 'regionSumLine',
  description:
    'Region-sum line: box (or jigsaw region) borders cut it into segments that all have the same sum; a box crossed twice gives two segments.',
  fields: {
    /** The line, cell by cell. */
    cells: cellsField({
      min: 2,
      max: 'N*N',
      description: 'The line, cell by cell (diagonal steps allowed).',
    }),
  },
  resolve(ctx: VariantRuleContext, { cells }) {
    requireLine(ctx, cells);
    const segments: number[][] = [];
    cells.forEach((cell, i) => {
      if (i === 0 || ctx.regionOf[cell] !== ctx.regionOf[cells[i - 1]!]) segments.push([]);
      segments.at(-1)!.push(i);
    });
    if (segments.length < 2)
      ctx.fail(`the line stays inside one box or region, so it has no segments to compare`);
    ctx.addRelation(cells, regionSums(ctx.n, segments));
  },
  fpuzzles: plainLineMapping('regionsumline', 'regionSumLine'),
});

/** A region-sum line. */
export type RegionSumLineSpec = VariantConstraintOf<'regionSumLine'>;
