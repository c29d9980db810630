import type { VariantCandidates } from './VariantCandidates.js';

/** What the assignments of a sum that fit the candidates allow. */
export interface SumSupport {
  /** Per cell, the values some fitting assignment gives it (the cell's value alone once placed). */
  readonly allowed: Int32Array;
  /** The distinct value sets of the fitting assignments (masks), in the order found. */
  readonly combos: readonly number[];
  /** Values present in every fitting assignment (a mask). */
  readonly required: number;
  /** Number of fitting assignments. */
  readonly count: number;
}

/** Most search nodes spent on one sum: beyond it the sum is left to other techniques (`undefined`). */
export const SUM_NODE_BUDGET = 60_000;

/**
 * Every assignment of `Σ coeffs[i]·cells[i] = rhs` that fits the position: each cell takes one of its
 * candidates (its value once placed), and cells that see each other differ. Returns what those
 * assignments allow, or `undefined` when the search would take more than {@link SUM_NODE_BUDGET} nodes.
 */
export function enumerateSum(
  grid: VariantCandidates,
  cells: readonly number[],
  coeffs: readonly number[],
  rhs: number,
): SumSupport | undefined {
  const k = cells.length;
  // Fewest candidates first: the search fails sooner.
  const order = cells
    .map((_, i) => i)
    .sort((a, b) => popcount(grid.maskOf(cells[a]!)) - popcount(grid.maskOf(cells[b]!)));
  const masks = order.map((i) => grid.maskOf(cells[i]!));
  const cs = order.map((i) => coeffs[i]!);
  const oc = order.map((i) => cells[i]!);
  const lo = new Float64Array(k + 1);
  const hi = new Float64Array(k + 1);
  for (let j = k - 1; j >= 0; j--) {
    const a = cs[j]! * lowest(masks[j]!);
    const b = cs[j]! * highest(masks[j]!);
    lo[j] = lo[j + 1]! + Math.min(a, b);
    hi[j] = hi[j + 1]! + Math.max(a, b);
  }
  const seeMatrix = oc.map((a) => oc.map((b) => grid.sees(a, b)));
  const allowedSorted = new Int32Array(k);
  const combos: number[] = [];
  const comboSeen = new Set<number>();
  let required = -1;
  let count = 0;
  let nodes = 0;
  const chosen = new Int32Array(k);
  const walk = (j: number, total: number): boolean => {
    if (++nodes > SUM_NODE_BUDGET) return false;
    if (j === k) {
      if (total !== rhs) return true;
      count++;
      let set = 0;
      for (let i = 0; i < k; i++) {
        allowedSorted[i]! |= 1 << (chosen[i]! - 1);
        set |= 1 << (chosen[i]! - 1);
      }
      required &= set;
      if (!comboSeen.has(set)) {
        comboSeen.add(set);
        combos.push(set);
      }
      return true;
    }
    const left = rhs - total;
    if (left < lo[j]! || left > hi[j]!) return true;
    for (let m = masks[j]!; m !== 0; m &= m - 1) {
      const v = 32 - Math.clz32(m & -m);
      let clash = false;
      for (let i = 0; i < j; i++) {
        if (chosen[i] === v && seeMatrix[i]![j]) {
          clash = true;
          break;
        }
      }
      if (clash) continue;
      chosen[j] = v;
      if (!walk(j + 1, total + cs[j]! * v)) return false;
    }
    return true;
  };
  if (!walk(0, 0)) return undefined;
  const allowed = new Int32Array(k);
  order.forEach((i, j) => {
    allowed[i] = allowedSorted[j]!;
  });
  return { allowed, combos, required: count === 0 ? 0 : required, count };
}

function popcount(m: number): number {
  let k = 0;
  for (let b = m; b !== 0; b &= b - 1) k++;
  return k;
}

function lowest(m: number): number {
  return 32 - Math.clz32(m & -m);
}

function highest(m: number): number {
  return 32 - Math.clz32(m);
}
