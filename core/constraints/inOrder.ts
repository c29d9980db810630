/**
 * Whether `values[scope[0]], values[scope[1]], …` go up (`sense` 1) or down (`sense` -1): never the
 * other way, and never level when `strict`. The checker of `increasing` / `decreasing`.
 */
export function inOrder(
  scope: readonly number[],
  strict: boolean,
  sense: 1 | -1,
  values: ArrayLike<number>,
): boolean {
  for (let i = 0; i + 1 < scope.length; i++) {
    const step = sense * (values[scope[i + 1]!]! - values[scope[i]!]!);
    if (step < 0 || (strict && step === 0)) return false;
  }
  return true;
}
