import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CspError, checkAssignment } from '../../../core/index.js';
import {
  buildLatinModel,
  checkLatin,
  decodeLatin,
  findLatinConflicts,
  formatLatin,
  LatinError,
  LatinSquare,
  parseLatin,
} from '../../../models/latin/index.js';
import { bruteForceCompletions, fullSquareArb, holedSquareArb, partialSquareArb } from './latinTestUtils.js';

function thrown(f: () => unknown): LatinError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(LatinError);
    expect(e).toBeInstanceOf(CspError);
    return e as LatinError;
  }
  throw new Error('expected a LatinError');
}

describe('parseLatin', () => {
  it('reads numbers, 0 and . as empty, skipping blank and comment lines', () => {
    const sq = parseLatin('# a puzzle\n\n1 . 3\n  0 3 .\n\n3 . 0\n');
    expect(sq.size).toBe(3);
    expect(Array.from(sq.cells)).toEqual([1, 0, 3, 0, 3, 0, 3, 0, 0]);
    expect(sq.get(1, 1)).toBe(3);
    expect(sq.givenCount).toBe(4);
    expect(sq.isComplete()).toBe(false);
  });

  it('reads a 1×1 square and sizes with two-digit symbols', () => {
    expect(Array.from(parseLatin('1').cells)).toEqual([1]);
    const ten = Array.from({ length: 10 }, (_, r) =>
      Array.from({ length: 10 }, (_, c) => ((r + c) % 10) + 1).join(' '),
    ).join('\n');
    const sq = parseLatin(ten);
    expect(sq.size).toBe(10);
    expect(sq.get(0, 9)).toBe(10);
    expect(sq.isComplete()).toBe(true);
  });

  it('names the line and column of a bad entry', () => {
    const e = thrown(() => parseLatin('1 2\n2 x'));
    expect(e.message).toBe("latin: line 2, column 3 (r2c2): 'x' is not a number or '.'");
    expect(e.line).toBe(2);
    expect(e.column).toBe(3);
    expect(thrown(() => parseLatin('1 -2\n. .')).message).toMatch(/line 1, column 3 \(r1c2\): '-2' is not/);
  });

  it('rejects a value above N', () => {
    const e = thrown(() => parseLatin('# x\n1 2 3\n. 4 .\n. . .'));
    expect(e.message).toBe(
      "latin: line 3, column 3 (r2c2): 4 is out of range; expected 1..3, or 0 or '.' for empty",
    );
    expect(e.line).toBe(3);
  });

  it('rejects ragged rows and a wrong number of rows', () => {
    expect(thrown(() => parseLatin('1 2\n2')).message).toMatch(/line 2: row 2 has 1 entries, expected 2/);
    expect(thrown(() => parseLatin('1 2\n2 1\n. .')).message).toMatch(/line 3: extra row/);
    expect(thrown(() => parseLatin('1 2 3\n. . .')).message).toMatch(/found 2 rows, expected 3/);
    expect(thrown(() => parseLatin('  \n# only a comment\n')).message).toMatch(/no rows found/);
  });

  it('names every pair of repeated givens', () => {
    const text = ['. 3 . . 3', '. . . . .', '. . . . .', '. . 2 . .', '. . 2 . .'].join('\n');
    expect(thrown(() => parseLatin(text)).message).toBe(
      'latin: r1c2 and r1c5 both hold 3; r4c3 and r5c3 both hold 2',
    );
  });

  it('reads back what formatLatin writes', () => {
    fc.assert(
      fc.property(holedSquareArb(1, 11), (sq) => {
        const back = parseLatin(formatLatin(sq));
        expect(back.size).toBe(sq.size);
        expect(Array.from(back.cells)).toEqual(Array.from(sq.cells));
      }),
    );
  });
});

describe('LatinSquare', () => {
  it('rejects bad sizes and cell values', () => {
    expect(thrown(() => new LatinSquare(0)).message).toMatch(/size must be a positive integer, got 0/);
    expect(thrown(() => new LatinSquare(2, new Int32Array(3))).message).toMatch(/needs 4 cells, got 3/);
    expect(thrown(() => new LatinSquare(2, Int32Array.of(1, 2, 3, 0))).message).toMatch(/r2c1 holds 3/);
  });

  it('clones independently and guards get', () => {
    const sq = parseLatin('1 .\n. 1');
    const copy = sq.clone();
    copy.cells[1] = 2;
    expect(sq.get(0, 1)).toBe(0);
    expect(() => sq.get(2, 0)).toThrow(RangeError);
  });
});

describe('formatLatin', () => {
  it('pads to the widest symbol and writes . for empty', () => {
    expect(formatLatin(parseLatin('1 .\n. 1'))).toBe('1 .\n. 1');
    const sq = new LatinSquare(10);
    sq.cells[9] = 10;
    expect(formatLatin(sq).split('\n')[0]).toBe(' .  .  .  .  .  .  .  .  . 10');
  });
});

describe('buildLatinModel', () => {
  it('declares a variable per cell and an allDifferent per row and column', () => {
    const puzzle = parseLatin('1 . .\n. . 3\n. . .');
    const { model, puzzle: p } = buildLatinModel(puzzle);
    expect(p).toBe(puzzle);
    expect(model.size).toBe(9);
    expect(model.variables[0]).toEqual({ name: 'r1c1', domain: { min: 1, max: 1 } });
    expect(model.variables[5]).toEqual({ name: 'r2c3', domain: { min: 3, max: 3 } });
    expect(model.variables[4]).toEqual({ name: 'r2c2', domain: { min: 1, max: 3 } });
    expect(model.constraints.map((c) => c.name)).toEqual([
      'row 1',
      'row 2',
      'row 3',
      'column 1',
      'column 2',
      'column 3',
    ]);
    expect(model.constraints[4]).toMatchObject({ type: 'allDifferent', scope: [1, 4, 7] });
  });

  it('accepts exactly the completions that checkLatin accepts (exhaustive, N ≤ 3)', () => {
    fc.assert(
      fc.property(partialSquareArb(1, 3), (puzzle) => {
        const { model } = buildLatinModel(puzzle);
        const n = puzzle.size;
        const values = new Array<number>(n * n).fill(1);
        let count = 0;
        for (;;) {
          const ok = checkAssignment(model, values).length === 0;
          expect(ok).toBe(checkLatin(puzzle, decodeLatin(n, values)).length === 0);
          if (ok) count++;
          let i = values.length - 1;
          while (i >= 0 && values[i] === n) values[i--] = 1;
          if (i < 0) break;
          values[i]!++;
        }
        expect(count).toBe(bruteForceCompletions(puzzle));
      }),
      { numRuns: 15 },
    );
  });
});

describe('checkLatin', () => {
  const puzzle = parseLatin('1 . .\n. . .\n. . 2');
  it('accepts a valid completion', () => {
    expect(checkLatin(puzzle, parseLatin('1 2 3\n2 3 1\n3 1 2'))).toEqual([]);
  });

  it('reports changed givens, empty cells, repeats and size mismatches', () => {
    expect(checkLatin(puzzle, parseLatin('2 3 1\n3 1 2\n1 2 3'))).toEqual([
      'r1c1 = 2 but the puzzle gives 1',
      'r3c3 = 3 but the puzzle gives 2',
    ]);
    expect(checkLatin(puzzle, parseLatin('1 2 3\n2 3 1\n3 1 .'))).toContain('r3c3 is empty');
    const repeated = new LatinSquare(3, Int32Array.of(1, 2, 3, 1, 3, 2, 3, 1, 2));
    expect(checkLatin(puzzle, repeated)).toContain('r1c1 and r2c1 both hold 1');
    expect(checkLatin(puzzle, new LatinSquare(2))).toEqual(['solution is 2×2 but the puzzle is 3×3']);
  });

  it('accepts every full Latin square against its own holes', () => {
    fc.assert(
      fc.property(fullSquareArb(1, 8), (sq) => {
        expect(findLatinConflicts(sq)).toEqual([]);
        expect(checkLatin(new LatinSquare(sq.size), sq)).toEqual([]);
      }),
    );
  });
});

describe('decodeLatin', () => {
  it('turns an assignment into a square', () => {
    expect(Array.from(decodeLatin(2, Int32Array.of(1, 2, 2, 1)).cells)).toEqual([1, 2, 2, 1]);
  });

  it('rejects a wrong number of values or values out of range', () => {
    expect(thrown(() => decodeLatin(2, [1, 2, 3])).message).toMatch(/needs 4 values, got 3/);
    expect(thrown(() => decodeLatin(2, [1, 2, 0, 1])).message).toMatch(/r2c1 has no value/);
    expect(thrown(() => decodeLatin(2, [1, 2, 5, 1])).message).toMatch(/r2c1 holds 5/);
  });
});
