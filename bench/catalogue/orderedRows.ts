import { decreasing, increasing, Model } from '../../core/index.js';
import type { CatalogueInstance, CatalogueRow } from './CatalogueRow.js';

/** Partitions of `total` into `parts` positive parts, distinct (`strict`) or not, by dynamic programming. */
function partitions(total: number, parts: number, strict: boolean): number {
  // ways(t, k, max): t as k parts, each at most `max` (non-increasing, strictly when `strict`).
  const memo = new Map<string, number>();
  const ways = (t: number, k: number, max: number): number => {
    if (k === 0) return t === 0 ? 1 : 0;
    if (t <= 0 || max <= 0) return 0;
    const key = `${t},${k},${max}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let sum = 0;
    for (let first = 1; first <= Math.min(max, t); first++)
      sum += ways(t - first, k - 1, strict ? first - 1 : first);
    memo.set(key, sum);
    return sum;
  };
  return ways(total, parts, total);
}

/**
 * Every partition of `total` into `parts` parts in 1..total: a sequence summing to `total` that
 * goes up strictly (`increasing`, distinct parts) or never goes up (`decreasing`, any parts).
 */
function partitionInstance(
  type: 'increasing' | 'decreasing',
  total: number,
  parts: number,
): CatalogueInstance {
  const strict = type === 'increasing';
  const m = new Model();
  const x = m.intVars(parts, (i) => `x${i}`, { min: 1, max: total });
  m.add(type === 'increasing' ? increasing(x, { strict: true }) : decreasing(x));
  m.sum(x, '=', total);
  const global = strict ? 'strictly_increasing' : 'decreasing';
  const mzn = `include "${global}.mzn";
int: total = ${total};
int: parts = ${parts};
array[1..parts] of var 1..total: x;
constraint ${global}(x);
constraint sum(x) = total;
solve satisfy;
output [show(x)];
`;
  return {
    label: `${total} into ${parts} ${strict ? 'distinct ' : ''}parts`,
    model: m,
    mzn,
    goal: 'all',
    expected: partitions(total, parts, strict),
  };
}

/** `increasing` (strict) on partitions into distinct parts, every solution. */
export const increasingRow: CatalogueRow = {
  kind: 'increasing',
  minizinc: 'strictly_increasing',
  problem: 'partitions into distinct parts, all solutions',
  instances: () => [
    partitionInstance('increasing', 50, 5),
    partitionInstance('increasing', 60, 5),
    partitionInstance('increasing', 80, 6),
  ],
};

/** `decreasing` (non-strict) on partitions, every solution. */
export const decreasingRow: CatalogueRow = {
  kind: 'decreasing',
  minizinc: 'decreasing',
  problem: 'partitions, all solutions',
  instances: () => [
    partitionInstance('decreasing', 40, 5),
    partitionInstance('decreasing', 50, 6),
    partitionInstance('decreasing', 60, 7),
  ],
};
