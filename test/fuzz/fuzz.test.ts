import fc from 'fast-check';
import { describe, it } from 'vitest';
import { FUZZ_TARGETS } from './fuzzTargets.js';

/** Inputs per target here (bounded and seeded: the same inputs every run); `npm run fuzz` runs many more. */
const RUNS = 60;

describe('fuzz: every parser and CLI verb, on near-valid and hostile input', () => {
  it.each(FUZZ_TARGETS.map((t) => [t.name, t] as const))('%s', async (_, target) => {
    await fc.assert(
      fc.asyncProperty(target.arbitrary, async (input) => {
        await target.check(input);
      }),
      { numRuns: Math.max(10, Math.round(RUNS * (target.weight > 1 ? 1 : 4))), seed: 2311 },
    );
  });
});
