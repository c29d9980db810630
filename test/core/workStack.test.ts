import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WorkStack } from '../../core/util/WorkStack.js';

type Op = { op: 'push' | 'pop' | 'clear'; x: number };

const opsArb = (keys: number): fc.Arbitrary<Op[]> =>
  fc.array(
    fc.record({
      op: fc.constantFrom<Op['op']>('push', 'push', 'push', 'pop', 'pop', 'clear'),
      x: fc.integer({ min: 0, max: keys - 1 }),
    }),
    { maxLength: 60 },
  );

describe('WorkStack', () => {
  it('with flags: queues each key once, last in first out, as a list that skips queued keys', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((keys) => fc.tuple(fc.constant(keys), opsArb(keys))),
        ([keys, ops]) => {
          const stack = new WorkStack(keys, keys);
          const model: number[] = [];
          for (const { op, x } of ops) {
            if (op === 'push') {
              stack.pushOnce(x);
              if (!model.includes(x)) model.push(x);
            } else if (op === 'pop') {
              if (model.length === 0) continue;
              expect(stack.popOnce()).toBe(model.pop());
            } else {
              stack.clear();
              model.length = 0;
            }
            expect(stack.length).toBe(model.length);
            expect(Array.from(stack.items.subarray(0, stack.length))).toEqual(model);
            for (let k = 0; k < keys; k++) expect(stack.queued[k]).toBe(model.includes(k) ? 1 : 0);
          }
        },
      ),
      { numRuns: 200, seed: 17 },
    );
  });

  it('without flags: keeps duplicates and no flags', () => {
    fc.assert(
      fc.property(opsArb(8), (ops) => {
        const stack = new WorkStack(ops.length + 1);
        const model: number[] = [];
        for (const { op, x } of ops) {
          if (op === 'push') {
            stack.push(x);
            model.push(x);
          } else if (op === 'pop') {
            if (model.length === 0) continue;
            expect(stack.pop()).toBe(model.pop());
          } else {
            stack.clear();
            model.length = 0;
          }
          expect(Array.from(stack.items.subarray(0, stack.length))).toEqual(model);
        }
        expect(stack.queued.length).toBe(0);
      }),
      { numRuns: 200, seed: 17 },
    );
  });
});
