/** Most combinations `requiredOf` enumerates before giving up on a sum (wide value ranges). */
export const MAX_COMBINATIONS = 20_000;

/**
 * The values every set of `k` distinct values from `lo..hi` summing to `sum` contains, as a
 * list; `undefined` when there are too many sets to enumerate (more than
 * {@link MAX_COMBINATIONS}); empty when no set exists (the sum is unreachable: the model's own
 * propagators fail it, presolve has nothing to add).
 */
export function requiredOf(k: number, sum: number, lo: number, hi: number): number[] | undefined {
  const width = hi - lo + 1;
  if (k < 1 || k > width || width > 31) return undefined;
  // Bit i stands for value lo + i; `all` intersects the masks of every combination found.
  let all = width === 31 ? 0x7fffffff : (1 << width) - 1;
  let found = 0;
  let visited = 0;
  let aborted = false;
  const walk = (from: number, left: number, rest: number, mask: number): void => {
    if (aborted) return;
    if (++visited > MAX_COMBINATIONS) {
      aborted = true;
      return;
    }
    if (left === 0) {
      if (rest === 0) {
        all &= mask;
        found++;
      }
      return;
    }
    for (let i = from; i <= width - left; i++) {
      const v = lo + i;
      // The `left` values from v upward are the least this branch can add; the top `left` the most.
      const least = left * v + (left * (left - 1)) / 2;
      const most = left * hi - (left * (left - 1)) / 2;
      if (least > rest) return;
      if (most < rest) return;
      walk(i + 1, left - 1, rest - v, mask | (1 << i));
      if (all === 0) return;
    }
  };
  walk(0, k, sum, 0);
  if (aborted) return undefined;
  const out: number[] = [];
  if (found === 0) return out;
  for (let i = 0; i < width; i++) if (all & (1 << i)) out.push(lo + i);
  return out;
}
