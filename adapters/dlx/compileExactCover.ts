import type { ExactCoverSink } from '../../core/kinds/ExactCoverSink.js';
import type { KindRegistry } from '../../core/kinds/KindRegistry.js';
import { constraintsByKind } from '../../core/kinds/kindOf.js';
import type { Model } from '../../core/model/Model.js';
import { growInt32 } from '../../core/util/growInt32.js';
import { DlxSearch } from './DlxSearch.js';
import { ExactCoverBuilder } from './ExactCoverBuilder.js';
import type { ExactCoverMatrix } from './ExactCoverMatrix.js';

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
  /** Primary items (variables, and the items kinds added as primary: permutation group values). */
  readonly primaryItems: number;
  /** Secondary items (other group values, forbidden pairs, …). */
  readonly secondaryItems: number;
  /** Options, one per (variable, candidate value). */
  readonly options: number;
  /** Matrix nodes (headers, option nodes, spacers). */
  readonly nodes: number;
  /** Blocks of primary items kinds added (one per permutation `allDifferent` group). */
  readonly permutationGroups: number;
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
 * every variable is a primary item, option `o` is `variable = candidates.values[o]` and covers
 * its variable's item; then each kind's `exactCover.compile` adds its items and says which options
 * cover them (kinds in registry order of first appearance; see `ExactCoverSink`). An option's items
 * are its variable's, then the kinds' in the order they were covered.
 *
 * Values outside the candidates never get a row: pass pruned candidates to shrink the matrix.
 */
export function compileExactCover(
  model: Model,
  candidates: Candidates,
  kinds?: KindRegistry,
): CompiledExactCover {
  const n = model.variables.length;
  const { start, values } = candidates;
  const optionCount = start[n]!;
  const optionVariable = new Int32Array(optionCount);
  for (let v = 0; v < n; v++) optionVariable.fill(v, start[v]!, start[v + 1]!);

  // Items the kinds add, as blocks (count, secondary), and (option, item) cover pairs.
  const blocks: number[] = [];
  let itemTop = n;
  let pairs: Int32Array = new Int32Array(256);
  let pairTop = 0;
  const candidateLists: (readonly number[] | undefined)[] = new Array(n);
  const sink: ExactCoverSink = {
    candidates: (x) => {
      let list = candidateLists[x];
      if (list === undefined) {
        list = Array.from(values.subarray(start[x]!, start[x + 1]!));
        candidateLists[x] = list;
      }
      return list;
    },
    addItems: (count, secondary) => {
      const first = itemTop;
      blocks.push(count, secondary ? 1 : 0);
      itemTop += count;
      return first;
    },
    cover: (x, v, item) => {
      const o = optionOf(candidates, x, v);
      if (o < 0) throw new Error(`exact cover: ${v} is not a candidate of variable ${x}`);
      if (item < n || item >= itemTop) throw new Error(`exact cover: no item ${item}`);
      if (pairTop + 2 > pairs.length) pairs = growInt32(pairs, pairs.length * 2);
      pairs[pairTop++] = o;
      pairs[pairTop++] = item;
    },
  };
  for (const [kind, { constraints }] of constraintsByKind(model, kinds)) {
    if (!kind.exactCover) throw new Error(`kind '${kind.type}' has no exact-cover form`);
    kind.exactCover.compile(constraints, sink);
  }

  const b = new ExactCoverBuilder(optionCount, optionCount + (pairTop >>> 1));
  b.addItems(n, false);
  let permutationGroups = 0;
  for (let i = 0; i < blocks.length; i += 2) {
    const secondary = blocks[i + 1] === 1;
    if (!secondary) permutationGroups++;
    b.addItems(blocks[i]!, secondary);
  }
  // Items of each option (CSR, in cover order).
  const extraStart = new Int32Array(optionCount + 1);
  for (let p = 0; p < pairTop; p += 2) extraStart[pairs[p]! + 1]!++;
  for (let o = 0; o < optionCount; o++) extraStart[o + 1]! += extraStart[o]!;
  const extra = new Int32Array(extraStart[optionCount]!);
  const at = extraStart.slice(0, optionCount);
  for (let p = 0; p < pairTop; p += 2) extra[at[pairs[p]!]!++] = pairs[p + 1]!;

  for (let v = 0; v < n; v++) {
    for (let o = start[v]!; o < start[v + 1]!; o++) {
      b.beginOption();
      b.pushItem(v);
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
    },
  };
}
