import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { popcount32 } from '../../../../core/index.js';
import { SubsetCombinations } from '../../../../models/sudoku/techniques/SubsetCombinations.js';

// Every k-combination of indices 0..m-1 in lexicographic order, by plain recursion.
function combinations(m: number, k: number): number[][] {
  const out: number[][] = [];
  const pick = (from: number, acc: number[]): void => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = from; i < m; i++) pick(i + 1, [...acc, i]);
  };
  pick(0, []);
  return out;
}

describe('SubsetCombinations', () => {
  it('visits exactly the combinations whose union has at most k bits, in lexicographic order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 0x3ff }), { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 5 }),
        (masks, kRaw) => {
          const m = masks.length;
          const k = Math.min(kRaw, m);
          const combos = new SubsetCombinations();
          masks.forEach((mask, i) => {
            combos.items[i] = 20 + i;
            combos.masks[i] = mask;
          });
          const expected = combinations(m, k)
            .map((c) => ({ c, union: c.reduce((u, i) => u | masks[i]!, 0) }))
            .filter((e) => popcount32(e.union) <= k);
          const seen: { c: number[]; union: number }[] = [];
          combos.start(k, m);
          while (combos.next()) {
            const c = Array.from({ length: k }, (_, j) => combos.item(j) - 20);
            expect(combos.itemMask()).toBe(c.reduce((b, i) => b | (1 << (20 + i)), 0));
            seen.push({ c, union: combos.union });
          }
          expect(seen).toEqual(expected);
          // Exhausted walks stay exhausted.
          expect(combos.next()).toBe(false);
        },
      ),
    );
  });

  it('restarts cleanly after a walk stopped part-way', () => {
    const combos = new SubsetCombinations();
    [0b01, 0b10, 0b11].forEach((mask, i) => {
      combos.items[i] = i;
      combos.masks[i] = mask;
    });
    combos.start(2, 3);
    expect(combos.next()).toBe(true);
    expect([combos.item(0), combos.item(1)]).toEqual([0, 1]);
    combos.start(2, 3);
    const all: number[][] = [];
    while (combos.next()) all.push([combos.item(0), combos.item(1)]);
    expect(all).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
  });
});
