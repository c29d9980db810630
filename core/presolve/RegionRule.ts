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
 *
 * The steps are small methods with indexed loops on purpose: written as one method with `for…of`
 * loops and array callbacks, V8's optimising compiler spent ~50 ms of CPU (escape analysis) on it
 * in every fresh process, twice the whole cold solve of an easy killer.
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
    const cells = region.cells;
    for (let i = 0; i < cells.length; i++) this.inside[cells[i]!] = stamp;
    const touched = this.touchedCages(cells, stamp);
    if (touched.length === 0) return 0;
    // Cages wholly inside, pairwise disjoint.
    const inner = this.claimCages(touched, stamp, true);
    const rest = region.sum - inner.sum;
    let added = 0;
    const innies = cellsWhere(cells, this.used, stamp, false);
    if (sink.sum(innies, rest, 'innies')) added++;
    // In one group every subset is distinct too: when the innies are many, the cells of the inside
    // cages, taken together, carry the same fact in fewer cells (the distinct-sum propagator
    // then sees their joint combinations).
    if (single && innies.length > MAX_DERIVED_SUM_CELLS && inner.count > 1) {
      const caged = cellsWhere(cells, this.used, stamp, true);
      if (sink.sum(caged, inner.sum, 'caged part', cells.length - 1)) added++;
    }
    // Straddling cages, disjoint from each other and from the inside ones.
    const outer = this.claimCages(touched, stamp, false);
    if (outer.outies.length === 0) return added;
    outer.outies.sort(ascending);
    const uncovered = cellsWhere(cells, this.used, stamp, false);
    const k = outer.sum - rest;
    if (uncovered.length === 0) {
      if (sink.sum(outer.outies, k, 'outies')) added++;
    } else if (sink.difference(outer.outies, uncovered, k, 'outies minus innies')) added++;
    return added;
  }

  /** The cages holding a cell of the region (stamped), ascending, with how many of their cells it holds. */
  private touchedCages(cells: readonly number[], stamp: number): number[] {
    const { touchedStamp, touchedCount } = this;
    const touched: number[] = [];
    for (let i = 0; i < cells.length; i++) {
      const list = this.cagesOf[cells[i]!];
      if (list === undefined) continue;
      for (let j = 0; j < list.length; j++) {
        const k = list[j]!;
        if (touchedStamp[k] !== stamp) {
          touchedStamp[k] = stamp;
          touchedCount[k] = 0;
          touched.push(k);
        }
        touchedCount[k]!++;
      }
    }
    return touched.sort(ascending);
  }

  /**
   * Marks as used the touched cages wholly inside the region (`inside`) or straddling it, each
   * skipped when it shares a cell with one already used; their sums' total, how many, and (for
   * straddling ones) their cells outside the region.
   */
  private claimCages(
    touched: readonly number[],
    stamp: number,
    inside: boolean,
  ): { sum: number; count: number; outies: number[] } {
    const { used, touchedCount, cages } = this;
    let sum = 0;
    let count = 0;
    const outies: number[] = [];
    for (let t = 0; t < touched.length; t++) {
      const k = touched[t]!;
      const cage = cages[k]!;
      const cells = cage.cells;
      if ((touchedCount[k] === cells.length) !== inside) continue;
      let free = true;
      for (let i = 0; i < cells.length && free; i++) if (used[cells[i]!] === stamp) free = false;
      if (!free) continue;
      for (let i = 0; i < cells.length; i++) {
        const v = cells[i]!;
        used[v] = stamp;
        if (!inside && this.inside[v] !== stamp) outies.push(v);
      }
      sum += cage.sum;
      count++;
    }
    return { sum, count, outies };
  }
}

/** The cells whose `used` mark is (`marked`) or is not the stamp, in order. */
function cellsWhere(cells: readonly number[], used: Int32Array, stamp: number, marked: boolean): number[] {
  const out: number[] = [];
  for (let i = 0; i < cells.length; i++) if ((used[cells[i]!] === stamp) === marked) out.push(cells[i]!);
  return out;
}

/** Numeric order for `sort`. */
function ascending(a: number, b: number): number {
  return a - b;
}
