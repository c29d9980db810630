/**
 * A new seed `0 .. 2⁵³-1` from the platform's cryptographic source (Web Crypto, present in Node ≥ 20 and in
 * browsers): used when no seed is given, and returned with the puzzle so it can be generated again.
 */
export function freshSeed(): number {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return (words[0]! & 0x1fffff) * 4294967296 + words[1]!;
}
