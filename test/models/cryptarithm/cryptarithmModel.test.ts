import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CspError, checkAssignment } from '../../../core/index.js';
import {
  buildCryptarithmModel,
  CryptarithmError,
  checkCryptarithm,
  decodeCryptarithm,
  formatCryptarithm,
  MAX_WORD_LENGTH,
  parseCryptarithm,
} from '../../../models/cryptarithm/index.js';
import { bruteForceSolutions, tinyPuzzleArb } from './cryptarithmTestUtils.js';

const SEND = { S: 9, E: 5, N: 6, D: 7, M: 1, O: 0, R: 8, Y: 2 };

function thrown(f: () => unknown): CryptarithmError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CryptarithmError);
    expect(e).toBeInstanceOf(CspError);
    return e as CryptarithmError;
  }
  throw new Error('expected a CryptarithmError');
}

describe('parseCryptarithm', () => {
  it('reads addends, the result and the letters in order of appearance', () => {
    expect(parseCryptarithm('SEND + MORE = MONEY')).toEqual({
      addends: ['SEND', 'MORE'],
      result: 'MONEY',
      letters: ['S', 'E', 'N', 'D', 'M', 'O', 'R', 'Y'],
    });
  });

  it('allows free spacing, lower case and a single addend', () => {
    expect(parseCryptarithm('  two+two=  four ')).toEqual({
      addends: ['TWO', 'TWO'],
      result: 'FOUR',
      letters: ['T', 'W', 'O', 'F', 'U', 'R'],
    });
    expect(parseCryptarithm('AB=BA').addends).toEqual(['AB']);
  });

  it.each([
    ['', 'column 1: expected a word (letters A-Z), found the end'],
    ['SEND + MORE', "missing '=' and a result word"],
    ['SEND + = MONEY', "column 8: expected a word (letters A-Z), found '='"],
    ['SEND + MORE =', 'column 14: expected a word (letters A-Z), found the end'],
    ['SEND * MORE = MONEY', "column 6: expected '+' or '=', found '*'"],
    ['SEND MORE = MONEY', "column 6: expected '+' or '=', found 'M'"],
    ['SEND + MORE = MONEY = X', "column 21: a second '='"],
    ['A = B + C', "column 7: expected the end after the result word, found '+'"],
    ['A = B C', "column 7: expected the end after the result word, found 'C'"],
    ['SEND + M0RE = MONEY', "column 9: expected '+' or '=', found '0'"],
  ])('rejects %j: %s', (text, message) => {
    const e = thrown(() => parseCryptarithm(text));
    expect(e.message).toContain(message);
    const col = /column (\d+)/.exec(message);
    if (col) expect(e.column).toBe(Number(col[1]));
  });

  it('rejects more than 10 distinct letters', () => {
    expect(thrown(() => parseCryptarithm('ABCDE + FGHIJ = KA')).message).toBe(
      'cryptarithm: 11 distinct letters (ABCDEFGHIJK); at most 10 fit in the digits 0-9',
    );
    expect(parseCryptarithm('ABCDE + FGHIJ = JA').letters).toHaveLength(10);
  });

  it('rejects words longer than MAX_WORD_LENGTH', () => {
    const long = 'A'.repeat(MAX_WORD_LENGTH + 1);
    expect(thrown(() => parseCryptarithm(`${long} = B`)).message).toMatch(/has 16 letters; at most 15/);
  });
});

describe('buildCryptarithmModel', () => {
  it('folds SEND + MORE = MONEY into one linear equation', () => {
    const cm = buildCryptarithmModel(parseCryptarithm('SEND + MORE = MONEY'));
    expect(cm.letters).toEqual(['S', 'E', 'N', 'D', 'M', 'O', 'R', 'Y']);
    expect(cm.coefficients).toEqual([1000, 91, -90, 1, -9000, -900, 10, -1]);
    const { model } = cm;
    expect(model.variables.map((v) => `${v.name}:${v.domain.min}..${v.domain.max}`)).toEqual([
      'S:1..9',
      'E:0..9',
      'N:0..9',
      'D:0..9',
      'M:1..9',
      'O:0..9',
      'R:0..9',
      'Y:0..9',
    ]);
    expect(model.constraints).toHaveLength(2);
    expect(model.constraints[0]).toMatchObject({ type: 'allDifferent', scope: [0, 1, 2, 3, 4, 5, 6, 7] });
    expect(model.constraints[1]).toMatchObject({
      type: 'linear',
      scope: [0, 1, 2, 3, 4, 5, 6, 7],
      coeffs: [1000, 91, -90, 1, -9000, -900, 10, -1],
      op: '=',
      rhs: 0,
    });
    const values = cm.letters.map((l) => SEND[l as keyof typeof SEND]);
    expect(checkAssignment(model, values)).toEqual([]);
    expect(decodeCryptarithm(cm, Int32Array.from(values))).toEqual(SEND);
  });

  it('lets a one-letter word be 0', () => {
    const { model } = buildCryptarithmModel(parseCryptarithm('A + BC = BD'));
    expect(model.variables.map((v) => v.domain.min)).toEqual([0, 1, 0, 0]);
  });

  it('keeps a letter whose place values cancel (coefficient 0)', () => {
    const cm = buildCryptarithmModel(parseCryptarithm('AB + C = AD'));
    expect(cm.coefficients).toEqual([0, 1, 1, -1]);
  });

  it('re-checks hand-made puzzles', () => {
    expect(
      thrown(() => buildCryptarithmModel({ addends: ['ab'], result: 'C', letters: [] })).message,
    ).toMatch(/word 'ab' must be one or more letters A-Z/);
    expect(thrown(() => buildCryptarithmModel({ addends: [], result: 'C', letters: ['C'] })).message).toMatch(
      /no word before =/,
    );
    const many = Array.from({ length: 10 }, () => 'A'.repeat(MAX_WORD_LENGTH));
    expect(
      thrown(() => buildCryptarithmModel({ addends: many, result: 'B', letters: ['A', 'B'] })).message,
    ).toMatch(/too long or too many for exact arithmetic/);
  });

  it('accepts exactly the brute-force solutions (every injective assignment, ≤ 5 letters)', () => {
    fc.assert(
      fc.property(tinyPuzzleArb(4), (text) => {
        const puzzle = parseCryptarithm(text);
        const cm = buildCryptarithmModel(puzzle);
        const expected = new Set(bruteForceSolutions(puzzle).map((s) => JSON.stringify(s)));
        // Every digit tuple (not only injective ones), so the allDifferent is exercised too.
        const k = cm.letters.length;
        const values = new Array<number>(k).fill(0);
        let found = 0;
        for (;;) {
          const ok = checkAssignment(cm.model, values).length === 0;
          const digits = decodeCryptarithm(cm, values);
          expect(ok).toBe(checkCryptarithm(puzzle, digits).length === 0);
          if (ok) {
            found++;
            expect(expected.has(JSON.stringify(digits))).toBe(true);
          }
          let i = k - 1;
          while (i >= 0 && values[i] === 9) values[i--] = 0;
          if (i < 0) break;
          values[i]!++;
        }
        expect(found).toBe(expected.size);
      }),
      { numRuns: 30 },
    );
  });
});

describe('checkCryptarithm', () => {
  const puzzle = parseCryptarithm('SEND + MORE = MONEY');

  it('accepts the solution', () => {
    expect(checkCryptarithm(puzzle, SEND)).toEqual([]);
  });

  it('names missing digits, non-digits, shared digits, leading zeros and a false sum', () => {
    const { Y: _y, ...noY } = SEND;
    expect(checkCryptarithm(puzzle, noY)).toEqual(['Y has no digit']);
    expect(checkCryptarithm(puzzle, { ...SEND, Y: 12 })).toEqual(['Y = 12 is not a digit']);
    expect(checkCryptarithm(puzzle, { ...SEND, Y: 3 })).toEqual(['9567 + 1085 = 10653 is false']);
    expect(checkCryptarithm(puzzle, { ...SEND, Y: 5 })).toContain('E and Y both hold 5');
    const zeroLead = checkCryptarithm(parseCryptarithm('AB + C = DB'), { A: 0, B: 1, C: 2, D: 3 });
    expect(zeroLead).toContain('AB starts with 0 (A = 0)');
  });

  it('ignores unrelated keys and inherited properties', () => {
    expect(checkCryptarithm(puzzle, { ...SEND, Z: 4 })).toEqual([]);
    expect(checkCryptarithm(parseCryptarithm('A = B'), Object.create({ A: 1, B: 1 }))).toEqual([
      'A has no digit',
      'B has no digit',
    ]);
  });
});

describe('formatCryptarithm / decodeCryptarithm', () => {
  it('writes letters or digits', () => {
    const puzzle = parseCryptarithm('send+more=money');
    expect(formatCryptarithm(puzzle)).toBe('SEND + MORE = MONEY');
    expect(formatCryptarithm(puzzle, SEND)).toBe('9567 + 1085 = 10652');
    expect(formatCryptarithm(puzzle, { S: 9 })).toBe('9END + MORE = MONEY');
  });

  it('rejects a wrong number of values', () => {
    const cm = buildCryptarithmModel(parseCryptarithm('A + B = C'));
    expect(thrown(() => decodeCryptarithm(cm, [1, 2])).message).toMatch(
      /expected 3 values \(one per letter\), got 2/,
    );
  });
});
