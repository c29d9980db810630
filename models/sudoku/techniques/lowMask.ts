/** A word with the `k` lowest bits set (`k` up to 32). */
export function lowMask(k: number): number {
  return k >= 32 ? -1 : (1 << k) - 1;
}
