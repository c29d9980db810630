import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type AllDifferentConstraint,
  CspError,
  checkAssignment,
  type RelationConstraint,
} from '../../../core/index.js';
import {
  buildQueensModel,
  decodeQueens,
  formatQueens,
  isValidQueens,
  QueensError,
} from '../../../models/queens/index.js';

const KNOWN_COUNTS = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724];

/** Every assignment of 1..n to n rows, fed to `visit` (n^n of them). */
function forEachAssignment(n: number, visit: (values: number[]) => void): void {
  const values = new Array<number>(n).fill(1);
  for (;;) {
    visit(values);
    let i = n - 1;
    while (i >= 0 && values[i] === n) values[i--] = 1;
    if (i < 0) return;
    values[i]!++;
  }
}

describe('buildQueensModel', () => {
  it('declares q1..qn over 1..n, one allDifferent and one diagonal relation per pair of rows', () => {
    const { model, n } = buildQueensModel(5);
    expect(n).toBe(5);
    expect(model.variables.map((v) => v.name)).toEqual(['q1', 'q2', 'q3', 'q4', 'q5']);
    for (const v of model.variables) expect(v.domain).toEqual({ min: 1, max: 5 });
    const allDiff = model.constraints.filter((c) => c.type === 'allDifferent') as AllDifferentConstraint[];
    expect(allDiff).toHaveLength(1);
    expect(allDiff[0]?.scope).toEqual([0, 1, 2, 3, 4]);
    const relations = model.constraints.filter((c) => c.type === 'relation') as RelationConstraint[];
    expect(relations).toHaveLength(10);
    for (const r of relations) {
      expect(r.op).toBe('absDiffNe');
      expect(r.x).toBeLessThan(r.y);
      expect(r.k).toBe(r.y - r.x);
    }
  });

  it('builds a one-variable model for n = 1', () => {
    const { model } = buildQueensModel(1);
    expect(model.size).toBe(1);
    expect(checkAssignment(model, [1])).toEqual([]);
  });

  it.each([0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects n = %s with a QueensError', (n) => {
    expect(() => buildQueensModel(n)).toThrow(QueensError);
    expect(() => buildQueensModel(n)).toThrow(/board size must be a positive integer/);
    try {
      buildQueensModel(n);
    } catch (e) {
      expect(e).toBeInstanceOf(CspError);
    }
  });

  it('accepts exactly the valid boards (exhaustive for n ≤ 6, against the known counts)', () => {
    for (let n = 1; n <= 6; n++) {
      const { model } = buildQueensModel(n);
      let count = 0;
      forEachAssignment(n, (values) => {
        const ok = checkAssignment(model, values).length === 0;
        expect(ok).toBe(isValidQueens(values));
        if (ok) count++;
      });
      expect(count).toBe(KNOWN_COUNTS[n - 1]);
    }
  });

  it('agrees with isValidQueens on random boards up to n = 12', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((n) =>
            fc.tuple(
              fc.constant(n),
              fc.array(fc.integer({ min: 1, max: n }), { minLength: n, maxLength: n }),
            ),
          ),
        ([n, cols]) => {
          const { model } = buildQueensModel(n);
          expect(checkAssignment(model, cols).length === 0).toBe(isValidQueens(cols));
        },
      ),
    );
  });
});

describe('isValidQueens', () => {
  it('accepts known solutions', () => {
    expect(isValidQueens([1])).toBe(true);
    expect(isValidQueens([2, 4, 1, 3])).toBe(true);
    expect(isValidQueens([1, 5, 8, 6, 3, 7, 2, 4])).toBe(true);
  });

  it('rejects shared columns, shared diagonals, out-of-range and empty boards', () => {
    expect(isValidQueens([])).toBe(false);
    expect(isValidQueens([1, 1])).toBe(false);
    expect(isValidQueens([1, 2])).toBe(false);
    expect(isValidQueens([2, 1])).toBe(false);
    expect(isValidQueens([2, 4, 3, 1])).toBe(false);
    expect(isValidQueens([2, 4, 1, 3.5])).toBe(false);
    expect(isValidQueens([0, 4, 1, 3])).toBe(false);
    // Anti-diagonal far apart: rows 1 and 4, columns 4 and 1.
    expect(isValidQueens([4, 2, 3, 1])).toBe(false);
  });
});

describe('decodeQueens / formatQueens', () => {
  it('decodes an Int32Array into columns', () => {
    expect(decodeQueens(4, Int32Array.of(2, 4, 1, 3))).toEqual([2, 4, 1, 3]);
  });

  it('rejects a wrong number of values', () => {
    expect(() => decodeQueens(4, [1, 2, 3])).toThrow(/expected 4 values \(one per row\), got 3/);
  });

  it('draws the board', () => {
    expect(formatQueens([2, 4, 1, 3])).toBe(['. Q . .', '. . . Q', 'Q . . .', '. . Q .'].join('\n'));
  });

  it('refuses a column outside the board, naming the row', () => {
    expect(() => formatQueens([1, 5, 2, 3])).toThrow(/row 2 has column 5, expected 1\.\.4/);
  });
});
