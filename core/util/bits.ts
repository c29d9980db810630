/** Bit tricks on 32-bit words, shared by the domain store and propagators. */

/** Number of set bits of a 32-bit word. */
export function popcount32(x: number): number {
  x = x - ((x >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/** Index of the lowest set bit of a non-zero word. */
export function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}

/** Index of the highest set bit of a non-zero word. */
export function highestBit(x: number): number {
  return 31 - Math.clz32(x);
}
