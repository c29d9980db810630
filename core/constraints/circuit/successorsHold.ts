/**
 * Whether following successors from node `first` visits every one of the `n` nodes exactly once,
 * each step reading `value(node) - base`, and then reaches `stop` (for a cycle, `first`; for a
 * path, the "no successor" node `n`). Used by the `circuit` and `path` checkers.
 */
export function successorsHold(
  n: number,
  first: number,
  stop: number,
  base: number,
  value: (node: number) => number,
): boolean {
  const seen = new Uint8Array(n);
  let q = first;
  for (let k = 0; k < n; k++) {
    if (!Number.isInteger(q) || q < 0 || q >= n || seen[q]) return false;
    seen[q] = 1;
    q = value(q) - base;
  }
  return q === stop;
}
