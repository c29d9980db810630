/**
 * A small seeded PRNG (sfc32 with a splitmix32 seeder): deterministic on every machine, cheap
 * enough for tie-breaks inside search. Not for cryptography.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  /** Seeds the generator; the same seed gives the same sequence everywhere. */
  constructor(seed: number) {
    let s = seed >>> 0;
    const next = (): number => {
      s = (s + 0x9e3779b9) | 0;
      let z = s;
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
      return (z ^ (z >>> 16)) >>> 0;
    };
    this.a = next();
    this.b = next();
    this.c = next();
    this.d = next();
    for (let i = 0; i < 12; i++) this.nextUint32();
  }

  /** A uniform 32-bit unsigned integer. */
  nextUint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in `0 .. n-1` (n ≥ 1). */
  below(n: number): number {
    return Math.floor((this.nextUint32() / 4294967296) * n);
  }
}
