import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TableConstraint } from '../../../../core/index.js';
import { buildVariantModel } from '../../../../models/sudoku/variants/index.js';

/**
 * Every filling of a 2×2 square (a b / c d) of digits 1..n whose row and column pairs differ and
 * which holds each listed digit as often as listed, enumerated the plain way (arrays and counts).
 */
function plainFillings(n: number, values: readonly number[]): number[][] {
  const out: number[][] = [];
  for (let a = 1; a <= n; a++)
    for (let b = 1; b <= n; b++)
      for (let c = 1; c <= n; c++)
        for (let d = 1; d <= n; d++) {
          const cells = [a, b, c, d];
          if (a === b || c === d || a === c || b === d) continue;
          const left = [...cells];
          const ok = values.every((v) => {
            const at = left.indexOf(v);
            if (at < 0) return false;
            left.splice(at, 1);
            return true;
          });
          if (ok) out.push(cells);
        }
  return out;
}

describe('quadruple table', () => {
  it('holds exactly the fillings of the 2×2 square that include the listed digits', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(4, 6, 9),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        (size, raw) => {
          const values = raw.map((v) => ((v - 1) % size) + 1);
          // At most twice each (a 2×2 square holds a digit at most twice).
          fc.pre(values.every((v) => values.filter((x) => x === v).length <= 2));
          const vm = buildVariantModel({
            size,
            constraints: [{ type: 'quadruple', cells: ['r1c1', 'r1c2', 'r2c1', 'r2c2'], values }],
          });
          const table = vm.model.constraints.find((c) => c.type === 'table') as TableConstraint;
          const key = (t: readonly number[]) => t.join(',');
          expect(table.tuples.map(key).sort()).toEqual(plainFillings(size, values).map(key).sort());
        },
      ),
      { numRuns: 60, seed: 18 },
    );
  });
});
