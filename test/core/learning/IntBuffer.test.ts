import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntBuffer } from '../../../core/learning/IntBuffer.js';

describe('IntBuffer', () => {
  it('holds what an array would, across growth, ranges and emptying', () => {
    const op = fc.oneof(
      fc.record({ k: fc.constant('push' as const), x: fc.integer({ min: -1000, max: 1000 }) }),
      fc.record({
        k: fc.constant('range' as const),
        xs: fc.array(fc.integer(), { maxLength: 40 }),
        a: fc.nat(),
        b: fc.nat(),
      }),
      fc.record({ k: fc.constant('clear' as const) }),
      fc.record({ k: fc.constant('reserve' as const), xs: fc.array(fc.integer(), { maxLength: 40 }) }),
    );
    fc.assert(
      fc.property(fc.nat(8), fc.array(op, { maxLength: 200 }), (cap, ops) => {
        const buf = new IntBuffer(cap);
        let want: number[] = [];
        for (const o of ops) {
          if (o.k === 'push') {
            buf.push(o.x);
            want.push(o.x);
          } else if (o.k === 'range') {
            const from = o.xs.length === 0 ? 0 : o.a % o.xs.length;
            const to = from + (o.xs.length === 0 ? 0 : o.b % (o.xs.length - from + 1));
            buf.pushRange(o.xs, from, to);
            want = want.concat(o.xs.slice(from, to).map((x) => x | 0));
          } else if (o.k === 'reserve') {
            // Room for all, written straight into the storage after what the buffer holds.
            const data = buf.reserve(o.xs.length);
            expect(data).toBe(buf.data);
            for (const x of o.xs) data[buf.length++] = x;
            want = want.concat(o.xs.map((x) => x | 0));
          } else {
            buf.length = 0;
            want = [];
          }
          expect(buf.length).toBe(want.length);
        }
        expect(buf.toArray()).toEqual(want);
        for (let k = 0; k < want.length; k++) expect(buf.at(k)).toBe(want[k]);
        if (want.length > 2) expect(buf.toArray(2)).toEqual(want.slice(2));
      }),
      { seed: 22, numRuns: 200 },
    );
  });

  it('keeps its storage when emptied', () => {
    const buf = new IntBuffer(4);
    for (let k = 0; k < 100; k++) buf.push(k);
    const data = buf.data;
    buf.length = 0;
    for (let k = 0; k < 100; k++) buf.push(k);
    expect(buf.data).toBe(data);
  });
});
