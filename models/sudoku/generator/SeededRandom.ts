import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { checkSeed } from './checkSeed.js';

/** 2³². */
const TWO_32 = 4294967296;

/**
 * The generator's source of randomness: `pure-rand`'s xoroshiro128+ seeded from a 53-bit integer, so the
 * same seed gives the same numbers on every machine and every JavaScript engine. Never `Math.random`.
 */
export class SeededRandom {
  private readonly rng: RandomGenerator;

  /**
   * Seeds the generator with an integer `0 .. 2⁵³-1`. Both 32-bit halves go into the 128-bit state
   * (pure-rand's own seeding function keeps only 32 bits).
   *
   * @throws GeneratorOptionsError for any other seed.
   */
  constructor(seed: number) {
    checkSeed(seed);
    const lo = (seed % TWO_32) | 0;
    const hi = Math.floor(seed / TWO_32) | 0;
    // Same layout as pure-rand's xoroshiro128plus(seed), with the high half mixed into the other words;
    // `~lo` and `lo` are never both 0, so the state is never all zero (a fixed point of the generator).
    this.rng = xoroshiro128plusFromState([~hi, ~lo, lo, hi ^ 0x5bd1e995]);
    // Discard the first outputs: neighbouring seeds start from neighbouring states.
    for (let i = 0; i < 16; i++) this.rng.next();
  }

  /** A uniform integer in `0 .. n-1` (`n` ≥ 1). */
  below(n: number): number {
    return uniformInt(this.rng, 0, n - 1);
  }

  /** A uniform 32-bit unsigned integer (seeds for the backend's own random choices). */
  uint32(): number {
    return uniformInt(this.rng, 0, TWO_32 - 1);
  }

  /** Shuffles `items[from..to)` in place (Fisher–Yates). */
  shuffle(items: { [index: number]: number; length: number }, from = 0, to = items.length): void {
    for (let i = to - 1; i > from; i--) {
      const j = from + this.below(i - from + 1);
      const t = items[i]!;
      items[i] = items[j]!;
      items[j] = t;
    }
  }
}
