/**
 * Whether `k` stars that do not touch (king moves) fit into the given cells of an N×N grid. A greedy
 * pass in row-major order answers most regions at once (each star it takes rules out at most four of
 * the cells after it, so it finds ⌈cells/5⌉ or more); only when it falls short does an exhaustive
 * search run, on a region that is then smaller than 5k cells.
 */
export function regionCanHoldStars(size: number, cells: readonly number[], k: number): boolean {
  if (k <= 0) return true;
  if (cells.length < k) return false;
  const sorted = [...cells].sort((a, b) => a - b);
  const touches = (a: number, b: number): boolean =>
    Math.abs(Math.floor(a / size) - Math.floor(b / size)) <= 1 && Math.abs((a % size) - (b % size)) <= 1;
  const taken: number[] = [];
  for (const c of sorted) if (taken.every((t) => !touches(t, c))) taken.push(c);
  if (taken.length >= k) return true;
  const chosen: number[] = [];
  const search = (from: number): boolean => {
    if (chosen.length === k) return true;
    for (let i = from; i <= sorted.length - (k - chosen.length); i++) {
      const c = sorted[i]!;
      if (chosen.some((t) => touches(t, c))) continue;
      chosen.push(c);
      if (search(i + 1)) return true;
      chosen.pop();
    }
    return false;
  };
  return search(0);
}
