/** `pair`, `triple`, `quad`, then `set of 5` …: the word for a subset of `k` cells or values. */
export function subsetName(k: number): string {
  if (k === 2) return 'pair';
  if (k === 3) return 'triple';
  if (k === 4) return 'quad';
  return `set of ${k}`;
}
