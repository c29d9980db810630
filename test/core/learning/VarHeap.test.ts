import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VarHeap } from '../../../core/learning/VarHeap.js';

/**
 * The heap as it was before it kept keys beside its entries (it read the activity array at every
 * comparison): the learning search's decisions depend on the order of pops among equal
 * activities too, so the new heap must pop exactly as this one does.
 */
class ReadingHeap {
  private readonly heap: number[] = [];
  private readonly at: number[];
  constructor(
    n: number,
    private readonly act: Float64Array,
  ) {
    this.at = new Array<number>(n).fill(-1);
  }
  get empty(): boolean {
    return this.heap.length === 0;
  }
  insert(v: number): void {
    if (this.at[v]! >= 0) return;
    this.heap.push(v);
    this.up(this.heap.length - 1);
  }
  pop(): number {
    const h = this.heap;
    const top = h[0]!;
    const last = h.pop()!;
    this.at[top] = -1;
    if (h.length > 0) {
      h[0] = last;
      this.at[last] = 0;
      this.down(0);
    }
    return top;
  }
  bumped(v: number): void {
    if (this.at[v]! >= 0) this.up(this.at[v]!);
  }
  private up(i: number): void {
    const h = this.heap;
    const v = h[i]!;
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (this.act[h[p]!]! >= this.act[v]!) break;
      h[i] = h[p]!;
      this.at[h[i]!] = i;
      i = p;
    }
    h[i] = v;
    this.at[v] = i;
  }
  private down(i: number): void {
    const h = this.heap;
    const v = h[i]!;
    for (;;) {
      let c = 2 * i + 1;
      if (c >= h.length) break;
      if (c + 1 < h.length && this.act[h[c + 1]!]! > this.act[h[c]!]!) c++;
      if (this.act[h[c]!]! <= this.act[v]!) break;
      h[i] = h[c]!;
      this.at[h[i]!] = i;
      i = c;
    }
    h[i] = v;
    this.at[v] = i;
  }
}

type Op = { k: 'insert' | 'bump'; v: number; by: number } | { k: 'pop' } | { k: 'rescale' };

describe('VarHeap', () => {
  it('pops exactly as a heap reading the activities at each comparison (ties included)', () => {
    const n = 40;
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ k: fc.constantFrom<'insert' | 'bump'>('insert', 'bump'), v: fc.nat(n - 1), by: fc.nat(3) }),
      fc.constant<Op>({ k: 'pop' }),
      fc.constant<Op>({ k: 'rescale' }),
    );
    fc.assert(
      fc.property(
        fc.array(fc.nat(4), { minLength: n, maxLength: n }),
        fc.array(op, { maxLength: 300 }),
        (init, ops) => {
          // Few distinct activities: many ties, where the two heaps' layouts decide the order.
          const act = Float64Array.from(init);
          const heap = new VarHeap(n, act);
          const ref = new ReadingHeap(n, act);
          for (let v = 0; v < n; v += 2) {
            heap.insert(v);
            ref.insert(v);
          }
          for (const o of ops) {
            if (o.k === 'insert') {
              heap.insert(o.v);
              ref.insert(o.v);
            } else if (o.k === 'bump') {
              act[o.v]! += o.by;
              heap.bumped(o.v);
              ref.bumped(o.v);
            } else if (o.k === 'rescale') {
              for (let v = 0; v < n; v++) act[v]! *= 0.5;
              heap.rescaled();
            } else {
              expect(heap.empty).toBe(ref.empty);
              if (!ref.empty) expect(heap.pop()).toBe(ref.pop());
            }
            expect(heap.empty).toBe(ref.empty);
          }
          const rest: number[] = [];
          const want: number[] = [];
          while (!ref.empty) want.push(ref.pop());
          while (!heap.empty) rest.push(heap.pop());
          expect(rest).toEqual(want);
        },
      ),
      { seed: 21, numRuns: 300 },
    );
  });

  it('with tiesByIndex, pops the most active, the smallest of equals first', () => {
    const n = 30;
    fc.assert(
      fc.property(
        fc.array(fc.nat(3), { minLength: n, maxLength: n }),
        fc.array(fc.tuple(fc.boolean(), fc.nat(n - 1), fc.nat(2)), { maxLength: 200 }),
        (init, ops) => {
          const act = Float64Array.from(init);
          const heap = new VarHeap(n, act, true);
          const inside = new Set<number>();
          for (let v = 0; v < n; v++) {
            heap.insert(v);
            inside.add(v);
          }
          for (const [pop, v, by] of ops) {
            if (pop && inside.size > 0) {
              let best = -1;
              for (const u of inside)
                if (best < 0 || act[u]! > act[best]! || (act[u] === act[best] && u < best)) best = u;
              expect(heap.pop()).toBe(best);
              inside.delete(best);
            } else if (!pop) {
              act[v]! += by;
              heap.bumped(v);
              heap.insert(v);
              inside.add(v);
            }
          }
        },
      ),
      { seed: 23, numRuns: 300 },
    );
  });

  it('pops the most active first', () => {
    const act = Float64Array.from([3, 9, 1, 7, 5]);
    const heap = new VarHeap(5, act);
    for (let v = 0; v < 5; v++) heap.insert(v);
    act[2] = 8;
    heap.bumped(2);
    const order: number[] = [];
    while (!heap.empty) order.push(heap.pop());
    expect(order).toEqual([1, 2, 3, 4, 0]);
  });
});
