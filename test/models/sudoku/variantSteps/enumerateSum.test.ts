import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enumerateSum, VariantCandidates } from '../../../../models/sudoku/variantSteps/index.js';
import { buildVariantModel } from '../../../../models/sudoku/variants/index.js';

const GRID = buildVariantModel({ size: 9, constraints: [{ type: 'antiKing' }] });

/** Every assignment by brute force: values from the masks, cells that see each other differ. */
function bruteForce(
  grid: VariantCandidates,
  cells: readonly number[],
  coeffs: readonly number[],
  rhs: number,
): { allowed: number[]; count: number } {
  const allowed = cells.map(() => 0);
  let count = 0;
  const values: number[] = [];
  const walk = (i: number): void => {
    if (i === cells.length) {
      if (values.reduce((s, v, j) => s + coeffs[j]! * v, 0) !== rhs) return;
      count++;
      values.forEach((v, j) => {
        allowed[j]! |= 1 << (v - 1);
      });
      return;
    }
    for (const v of grid.candidatesOf(cells[i]!)) {
      if (values.some((w, j) => w === v && grid.sees(cells[j]!, cells[i]!))) continue;
      values.push(v);
      walk(i + 1);
      values.pop();
    }
  };
  walk(0);
  return { allowed, count };
}

describe('enumerateSum', () => {
  it('finds exactly the assignments brute force finds', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 80 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.constantFrom(1, -1, 2), { minLength: 5, maxLength: 5 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 9 })), { maxLength: 12 }),
        fc.integer({ min: -10, max: 40 }),
        (cells, coeffs, removals, rhs) => {
          const grid = VariantCandidates.of(GRID);
          for (const [i, v] of removals)
            if (i < cells.length && grid.count(cells[i]!) > 1) grid.eliminate(cells[i]!, v);
          const cs = coeffs.slice(0, cells.length);
          const got = enumerateSum(grid, cells, cs, rhs);
          const want = bruteForce(grid, cells, cs, rhs);
          expect(got).toBeDefined();
          expect(got!.count).toBe(want.count);
          expect([...got!.allowed]).toEqual(want.allowed);
        },
      ),
      { numRuns: 200, seed: 4242 },
    );
  });
});
