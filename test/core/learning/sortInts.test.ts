import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortInts } from '../../../core/learning/sortInts.js';

describe('sortInts', () => {
  it('sorts the given range as Array.prototype.sort does and leaves the rest alone', () => {
    fc.assert(
      fc.property(
        // Lengths both below and above the insertion-sort cut-off; few distinct values give ties.
        fc.array(fc.integer({ min: -50, max: 50 }), { maxLength: 200 }),
        fc.nat(),
        fc.nat(),
        (values, p, q) => {
          const a = Int32Array.from(values);
          const lo = values.length === 0 ? 0 : p % values.length;
          const hi = values.length === 0 ? -1 : lo + (q % (values.length - lo)) - (q % 7 === 0 ? 1 : 0);
          sortInts(a, lo, hi);
          const want = values.slice();
          const mid = want.slice(lo, hi + 1).sort((x, y) => x - y);
          want.splice(lo, mid.length, ...mid);
          expect(Array.from(a)).toEqual(want);
        },
      ),
      { seed: 20, numRuns: 300 },
    );
  });

  it('sorts distinct trail positions in any starting order (the shrinking case)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 100000 }), { maxLength: 120 }), (values) => {
        const a = Int32Array.from(values);
        sortInts(a, 0, a.length - 1);
        for (let k = 1; k < a.length; k++) expect(a[k - 1]!).toBeLessThan(a[k]!);
        expect(Array.from(a).sort((x, y) => x - y)).toEqual(values.slice().sort((x, y) => x - y));
      }),
      { seed: 21, numRuns: 200 },
    );
  });
});
