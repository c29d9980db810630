/** How many of `heights`, looked at from the first one, are seen: those taller than every one before them. */
export function visibleCount(heights: readonly number[]): number {
  let seen = 0;
  let max = 0;
  for (const h of heights) {
    if (h > max) {
      seen++;
      max = h;
    }
  }
  return seen;
}
