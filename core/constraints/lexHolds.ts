/**
 * Whether `values` puts the sequence `xs` before `ys` in lexicographic order (`strict`), or before
 * or equal to it. The checker of `lexLess` / `lexLessEq`.
 */
export function lexHolds(
  xs: readonly number[],
  ys: readonly number[],
  strict: boolean,
  values: ArrayLike<number>,
): boolean {
  for (let i = 0; i < xs.length; i++) {
    const a = values[xs[i]!]!;
    const b = values[ys[i]!]!;
    if (a !== b) return a < b;
  }
  return !strict;
}
