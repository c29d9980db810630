import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortedAscending } from '../../core/util/sortedAscending.js';

describe('sortedAscending', () => {
  it('is the numeric ascending sort of any 32-bit integers, as a new plain array', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), { maxLength: 120 }), (xs) => {
        const before = [...xs];
        const out = sortedAscending(xs);
        expect(out).toEqual([...xs].sort((a, b) => a - b));
        expect(Array.isArray(out)).toBe(true);
        expect(xs).toEqual(before);
      }),
      { numRuns: 200, seed: 18 },
    );
  });
});
