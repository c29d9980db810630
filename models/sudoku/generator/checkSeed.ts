import { GeneratorOptionsError } from './GeneratorOptionsError.js';

/** Largest seed accepted: seeds are integers `0 .. 2⁵³-1`, exact in a JavaScript number and in JSON. */
export const MAX_SEED = Number.MAX_SAFE_INTEGER;

/**
 * Throws unless `seed` is an integer `0 .. MAX_SEED`.
 *
 * @throws GeneratorOptionsError naming the bad seed.
 */
export function checkSeed(seed: number): void {
  if (!Number.isSafeInteger(seed) || seed < 0) {
    throw new GeneratorOptionsError(`seed must be an integer from 0 to ${MAX_SEED}; got ${seed}`);
  }
}
