import type { Model } from '../../core/model/Model.js';
import { growInt32 } from '../../core/util/growInt32.js';
import { DlxSearch } from './DlxSearch.js';
import { ExactCoverBuilder } from './ExactCoverBuilder.js';
import type { ExactCoverMatrix } from './ExactCoverMatrix.js';
import { relationForbids } from './relationForbids.js';

/**
 * The candidate values of every variable, flat: variable `v` may take
 * `values[start[v]] … values[start[v + 1] - 1]` (ascending, distinct). Candidate `o` becomes
 * option `o`, "variable v takes this value".
 */
export interface Candidates {
  /** Start of each variable's values, plus the end (`variables + 1` entries). */
  readonly start: Int32Array;
  /** The values. */
  readonly values: Float64Array;
}

/** Sizes of a compiled model, reported in the solve statistics. */
export interface ExactCoverSizes {
  /** Primary items (variables and permutation group values). */
  readonly primaryItems: number;
  /** Secondary items (other group values and forbidden pairs). */
  readonly secondaryItems: number;
  /** Options, one per (variable, candidate value). */
  readonly options: number;
  /** Matrix nodes (headers, option nodes, spacers). */
  readonly nodes: number;
  /** `allDifferent` groups encoded with primary items (they use every value). */
  readonly permutationGroups: number;
  /** Secondary items standing for forbidden value pairs of relations. */
  readonly pairItems: number;
}

/** A model compiled to exact cover: the matrix, its search, and how options map back to values. */
export interface CompiledExactCover {
  /** The matrix (options numbered like the candidates). */
  readonly matrix: ExactCoverMatrix;
  /** A search over it, kept to be reused by later solves. */
  readonly search: DlxSearch;
  /** The candidates the options stand for. */
  readonly candidates: Candidates;
  /** Variable of each option. */
  readonly optionVariable: Int32Array;
  /** Sizes for the statistics. */
  readonly sizes: ExactCoverSizes;
  /** Room for one solution's options (each covers a primary item, so at most that many). */
  readonly solutionBuffer: Int32Array;
}

/** The option of `variable = value`, or -1 (binary search in the variable's candidates). */
export function optionOf(c: Candidates, variable: number, value: number): number {
  let lo = c.start[variable]!;
  let hi = c.start[variable + 1]! - 1;
  const vals = c.values;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const x = vals[mid]!;
    if (x === value) return mid;
    if (x < value) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/**
 * Compiles a model (whose constraints `exactCoverSupport` accepts) over the given candidates:
 *
 * - every variable is a primary item: it takes exactly one value;
 * - every `allDifferent` group gets one item per value its members may take: primary when the
 *   group has as many members as values (it must use each value once: sudoku houses, Latin
 *   rows), secondary otherwise (each value at most once);
 * - every value pair `x = a, y = b` a relation forbids is one secondary item shared by the two
 *   options, so they exclude each other;
 * - option `o` is `variable = candidates.values[o]` and holds the variable's item, the item of
 *   that value in each of its groups, and its pair items.
 *
 * Values outside the candidates never get a row: pass pruned candidates to shrink the matrix.
 */
export function compileExactCover(model: Model, candidates: Candidates): CompiledExactCover {
  const n = model.variables.length;
  const { start, values } = candidates;
  const optionCount = start[n]!;
  const optionVariable = new Int32Array(optionCount);
  for (let v = 0; v < n; v++) optionVariable.fill(v, start[v]!, start[v + 1]!);

  // Groups of each variable (CSR), and per group its values' items.
  const groups: (readonly number[])[] = [];
  for (const c of model.constraints) if (c.type === 'allDifferent') groups.push(c.scope);
  const groupCount = new Int32Array(n + 1);
  for (const g of groups) for (const v of g) groupCount[v + 1]!++;
  for (let v = 0; v < n; v++) groupCount[v + 1]! += groupCount[v]!;
  const varGroupStart = groupCount;
  const varGroups = new Int32Array(varGroupStart[n]!);
  const fill = varGroupStart.slice(0, n);
  groups.forEach((g, gi) => {
    for (const v of g) varGroups[fill[v]!++] = gi;
  });

  const groupItems: ValueItems[] = groups.map((scope) => new ValueItems(scope, candidates));

  // Forbidden pairs of relations, as (option, option) pairs.
  let pairs: Int32Array = new Int32Array(64);
  let pairTop = 0;
  const pushPair = (oa: number, ob: number): void => {
    if (pairTop + 2 > pairs.length) pairs = growInt32(pairs, pairs.length * 2);
    pairs[pairTop++] = oa;
    pairs[pairTop++] = ob;
  };
  for (const c of model.constraints) {
    if (c.type !== 'relation') continue;
    const { op, k, x, y } = c;
    for (let oa = start[x]!; oa < start[x + 1]!; oa++) {
      const a = values[oa]!;
      if (op === 'ne' || op === 'absDiffNe') {
        // At most two partners: look them up instead of scanning y's candidates.
        if (op === 'absDiffNe' && k < 0) break;
        const ob1 = optionOf(candidates, y, a - k);
        if (ob1 >= 0) pushPair(oa, ob1);
        if (op === 'absDiffNe' && k > 0) {
          const ob2 = optionOf(candidates, y, a + k);
          if (ob2 >= 0) pushPair(oa, ob2);
        }
        continue;
      }
      for (let ob = start[y]!; ob < start[y + 1]!; ob++) {
        if (relationForbids(op, k, a, values[ob]!)) pushPair(oa, ob);
      }
    }
  }
  const pairCount = pairTop >>> 1;

  // Items: variables, then group values, then pairs (primary ones first in MRV's tie order).
  let entries = pairTop;
  for (let v = 0; v < n; v++)
    entries += (start[v + 1]! - start[v]!) * (1 + varGroupStart[v + 1]! - varGroupStart[v]!);
  const b = new ExactCoverBuilder(optionCount, entries);
  b.addItems(n, false);
  let permutationGroups = 0;
  groupItems.forEach((items, gi) => {
    const secondary = items.size !== groups[gi]!.length;
    if (!secondary) permutationGroups++;
    items.base = b.addItems(items.size, secondary);
  });
  const pairBase = b.addItems(pairCount, true);
  // Pair items of each option (CSR).
  const extraStart = new Int32Array(optionCount + 1);
  for (let p = 0; p < pairTop; p++) extraStart[pairs[p]! + 1]!++;
  for (let o = 0; o < optionCount; o++) extraStart[o + 1]! += extraStart[o]!;
  const extra = new Int32Array(extraStart[optionCount]!);
  const at = extraStart.slice(0, optionCount);
  for (let p = 0; p < pairTop; p += 2) {
    const item = pairBase + (p >>> 1);
    extra[at[pairs[p]!]!++] = item;
    extra[at[pairs[p + 1]!]!++] = item;
  }

  for (let v = 0; v < n; v++) {
    const g0 = varGroupStart[v]!;
    const g1 = varGroupStart[v + 1]!;
    for (let o = start[v]!; o < start[v + 1]!; o++) {
      b.beginOption();
      b.pushItem(v);
      const a = values[o]!;
      for (let g = g0; g < g1; g++) b.pushItem(groupItems[varGroups[g]!]!.itemOf(a));
      for (let e = extraStart[o]!; e < extraStart[o + 1]!; e++) b.pushItem(extra[e]!);
      b.endOption();
    }
  }
  const matrix = b.build();
  const secondaryItems = matrix.itemCount - matrix.primaryCount;
  return {
    matrix,
    search: new DlxSearch(matrix),
    candidates,
    optionVariable,
    solutionBuffer: new Int32Array(matrix.primaryCount),
    sizes: {
      primaryItems: matrix.primaryCount,
      secondaryItems,
      options: optionCount,
      nodes: matrix.nodeCount,
      permutationGroups,
      pairItems: pairCount,
    },
  };
}

/** The values an `allDifferent` group's members may take, numbered from `base` as items. */
class ValueItems {
  /** Number of distinct values. */
  readonly size: number;
  /** Item id of the smallest value. */
  base = 0;
  private readonly min: number;
  // Dense index (value - min → rank) when the values are not spread too thin; a Map otherwise.
  private readonly dense: Int32Array | undefined;
  private readonly sparse: Map<number, number> | undefined;

  constructor(scope: readonly number[], c: Candidates) {
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    let total = 0;
    for (const v of scope) {
      const s = c.start[v]!;
      const e = c.start[v + 1]!;
      if (e === s) continue;
      total += e - s;
      if (c.values[s]! < min) min = c.values[s]!;
      if (c.values[e - 1]! > max) max = c.values[e - 1]!;
    }
    this.min = min;
    let size = 0;
    if (total === 0) {
      this.dense = new Int32Array(0);
      this.sparse = undefined;
    } else if (max - min + 1 <= 4 * total + 64) {
      const dense = new Int32Array(max - min + 1);
      for (const v of scope)
        for (let o = c.start[v]!; o < c.start[v + 1]!; o++) dense[c.values[o]! - min] = 1;
      for (let i = 0; i < dense.length; i++) dense[i] = dense[i] ? size++ : -1;
      this.dense = dense;
      this.sparse = undefined;
    } else {
      const all = new Set<number>();
      for (const v of scope) for (let o = c.start[v]!; o < c.start[v + 1]!; o++) all.add(c.values[o]!);
      const sparse = new Map<number, number>();
      for (const x of [...all].sort((p, q) => p - q)) sparse.set(x, size++);
      this.sparse = sparse;
      this.dense = undefined;
    }
    this.size = size;
  }

  /** Item of `value` (which some member may take). */
  itemOf(value: number): number {
    if (this.dense) return this.base + this.dense[value - this.min]!;
    return this.base + this.sparse!.get(value)!;
  }
}
