import type { ConstraintSpec } from '../model/ConstraintSpec.js';
import type { StoreLayout } from '../solver/compileModel.js';
import { excludeRequiredValues } from './excludeRequiredValues.js';
import { FactSink } from './FactSink.js';
import { intersectSums } from './intersectSums.js';
import type { PresolveResult } from './PresolveResult.js';
import { RegionRule } from './RegionRule.js';
import { regionsOf } from './regionsOf.js';
import { scanModel } from './scanModel.js';

const NOTHING: PresolveResult = Object.freeze({
  constraints: Object.freeze([]) as readonly ConstraintSpec[],
  innies: 0,
  intersections: 0,
  requiredValues: 0,
});

/** Options of {@link presolveModel}. */
export interface PresolveOptions {
  /**
   * Post required values as exclusions (default `true`). The native compiler turns it off while
   * distinct sums are on: each unit sum inside a group (given or derived) then gets a
   * `DistinctSumPropagator` whose *peers* lose the values every combination uses, at every node
   * and from the current domains, which is stronger than the exclusions fixed before search.
   */
  readonly requiredValues?: boolean;
}

/**
 * Derives redundant constraints from a model's all-different groups and unit sums, before search
 * (what a human solver sees first, and what the propagators of single constraints never see):
 *
 * 1. the sum rule on every permutation group and on unions of adjacent disjoint ones: innies,
 *    outies, hidden cages (`RegionRule`);
 * 2. differences of intersecting sums (`intersectSums`);
 * 3. required values of sums inside a group, removed from the rest of the group
 *    (`excludeRequiredValues`), over the model's sums and the derived ones.
 *
 * Combination tables of small sums need no step here: a unit sum inside an all-different group
 * (given or derived) already gets the domain-consistent `DistinctSumPropagator` when compiled.
 * Every derived constraint follows from the model for any domains inside `layout`, so appending
 * them keeps every solution and adds none. Knows nothing of grids: a model without unit sums
 * returns at once with nothing (classic sudoku pays one pass over its constraint types).
 */
export function presolveModel(
  constraints: readonly ConstraintSpec[],
  layout: StoreLayout,
  options: PresolveOptions = {},
): PresolveResult {
  const scan = scanModel(constraints, layout);
  if (scan === undefined) return NOTHING;
  const n = layout.offsets.length;
  const sink = new FactSink();
  for (const s of scan.sums) sink.know(s.cells);
  for (const p of scan.permutations) sink.know(p.cells);
  const cagesOf: number[][] = [];
  scan.sums.forEach((s, i) => {
    for (const v of s.cells) (cagesOf[v] ??= []).push(i);
  });
  let innies = 0;
  if (scan.permutations.length > 0) {
    const rule = new RegionRule(scan.sums, cagesOf, n);
    const single = scan.permutations.length;
    regionsOf(scan.permutations, n).forEach((region, i) => {
      innies += rule.apply(region, i < single, sink);
    });
  }
  const intersections = intersectSums(scan.sums, n, sink);
  const requiredValues =
    options.requiredValues === false
      ? 0
      : excludeRequiredValues([...scan.sums, ...sink.derived], scan.groups, layout, sink);
  if (sink.constraints.length === 0) return NOTHING;
  return { constraints: sink.constraints, innies, intersections, requiredValues };
}
