import { type FactSink, MAX_DERIVED_SUM_CELLS } from './FactSink.js';
import type { SumFact } from './SumFact.js';

/**
 * The sum rule on one region of known total (a permutation group or a union of disjoint ones),
 * what killer solvers call the 45 rule:
 *
 * - *innies*: the region's cells outside the cages lying wholly inside it sum to the total minus
 *   those cages' sums (a group minus its cages is a "hidden cage");
 * - *outies*: when the cages that touch the region cover it, the parts of the straddling cages
 *   outside it sum to their sums minus the innies' total;
 * - *innie − outie*: in general `Σ outies − Σ uncovered innies = Σ straddling − (total − Σ inside)`,
 *   kept when it is small (one innie and one outie: a difference between two cells).
 *
 * Cages used in one region are chosen pairwise disjoint (greedily, in model order), so the rule
 * stays sound when cages overlap. Scratch arrays are stamped instead of cleared: a 9×9 killer has
 * about 130 regions, and this runs for every compile.
 */
export class RegionRule {
  private readonly inside: Int32Array;
  private readonly used: Int32Array;
  private readonly touchedStamp: Int32Array;
  private readonly touchedCount: Int32Array;
  private stamp = 0;

  /**
   * @param cages the unit sums of the model
   * @param cagesOf per variable, the indices of the cages holding it
   */
  constructor(
    private readonly cages: readonly SumFact[],
    private readonly cagesOf: readonly (readonly number[] | undefined)[],
    varCount: number,
  ) {
    this.inside = new Int32Array(varCount);
    this.used = new Int32Array(varCount);
    this.touchedStamp = new Int32Array(cages.length);
    this.touchedCount = new Int32Array(cages.length);
  }

  /** Derives what the rule gives on `region` (one of `copies` permutation groups when `single`). */
  apply(region: SumFact, single: boolean, sink: FactSink): number {
    const stamp = ++this.stamp;
    const { inside, used, touchedStamp, touchedCount, cages } = this;
    for (const v of region.cells) inside[v] = stamp;
    const touched: number[] = [];
    for (const v of region.cells) {
      const list = this.cagesOf[v];
      if (list === undefined) continue;
      for (const k of list) {
        if (touchedStamp[k] !== stamp) {
          touchedStamp[k] = stamp;
          touchedCount[k] = 0;
          touched.push(k);
        }
        touchedCount[k]!++;
      }
    }
    if (touched.length === 0) return 0;
    touched.sort((a, b) => a - b);
    // Cages wholly inside, pairwise disjoint.
    let rest = region.sum;
    const picked: number[] = [];
    for (const k of touched) {
      const cage = cages[k]!;
      if (touchedCount[k] !== cage.cells.length) continue;
      if (cage.cells.some((v) => used[v] === stamp)) continue;
      for (const v of cage.cells) used[v] = stamp;
      rest -= cage.sum;
      picked.push(k);
    }
    let added = 0;
    const innies = region.cells.filter((v) => used[v] !== stamp);
    if (sink.sum(innies, rest, 'innies')) added++;
    // In one group every subset is distinct too: when the innies are many, the cells of the inside
    // cages, taken together, carry the same fact in fewer cells (the distinct-sum propagator
    // then sees their joint combinations).
    if (single && innies.length > MAX_DERIVED_SUM_CELLS && picked.length > 1) {
      const caged = region.cells.filter((v) => used[v] === stamp);
      if (sink.sum(caged, region.sum - rest, 'caged part', region.cells.length - 1)) added++;
    }
    // Straddling cages, disjoint from each other and from the inside ones.
    let straddling = 0;
    const outies: number[] = [];
    for (const k of touched) {
      const cage = cages[k]!;
      if (touchedCount[k] === cage.cells.length) continue;
      if (cage.cells.some((v) => used[v] === stamp)) continue;
      for (const v of cage.cells) {
        used[v] = stamp;
        if (inside[v] !== stamp) outies.push(v);
      }
      straddling += cage.sum;
    }
    if (outies.length === 0) return added;
    outies.sort((a, b) => a - b);
    const uncovered = region.cells.filter((v) => used[v] !== stamp);
    const k = straddling - rest;
    if (uncovered.length === 0) {
      if (sink.sum(outies, k, 'outies')) added++;
    } else if (sink.difference(outies, uncovered, k, 'outies minus innies')) added++;
    return added;
  }
}
