import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DIFFICULTY_SCALE,
  type DifficultyScale,
  GeneratorOptionsError,
  parseDifficulty,
  resolveDifficulty,
  SUDOKU_GRADES,
} from '../../../../models/sudoku/generator/index.js';

const scale: DifficultyScale = { grades: SUDOKU_GRADES, minScore: 0, maxScore: 1000 };

describe('parseDifficulty', () => {
  it.each([
    ['fiendish', { minGrade: 'fiendish', maxGrade: 'fiendish' }],
    ['  Fiendish ', { minGrade: 'fiendish', maxGrade: 'fiendish' }],
    ['fiendish+', { minGrade: 'fiendish' }],
    ['easy..medium', { minGrade: 'easy', maxGrade: 'medium' }],
    ['easy-medium', { minGrade: 'easy', maxGrade: 'medium' }],
    ['300..600', { minScore: 300, maxScore: 600 }],
    ['300-600', { minScore: 300, maxScore: 600 }],
    ['2.5..3', { minScore: 2.5, maxScore: 3 }],
    ['300+', { minScore: 300 }],
  ])('reads %j', (text, target) => {
    expect(parseDifficulty(text)).toEqual(target);
  });

  it.each(['', '+', 'easy..300', '1..2..3', 'hard!', '-5', '..', 'easy medium'])('rejects %j', (text) => {
    expect(() => parseDifficulty(text)).toThrow(GeneratorOptionsError);
    expect(() => parseDifficulty(text)).toThrow(/is not a grade/);
  });

  it('reads back every score range it is given', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.nat(100_000), (a, b) => {
        expect(parseDifficulty(`${a}..${b}`)).toEqual({ minScore: a, maxScore: b });
        expect(parseDifficulty(`${a}+`)).toEqual({ minScore: a });
      }),
    );
  });
});

describe('resolveDifficulty', () => {
  const rating = (grade: string, score = 500) => ({ grade, score });

  it('matches exactly one grade, a grade or harder, and a range of grades', () => {
    const exact = resolveDifficulty({ minGrade: 'tricky', maxGrade: 'tricky' }, scale);
    expect(exact.description).toBe('grade tricky');
    expect(SUDOKU_GRADES.filter((g) => exact.matches(rating(g)))).toEqual(['tricky']);
    const harder = resolveDifficulty({ minGrade: 'fiendish' }, scale);
    expect(harder.description).toBe('grade fiendish or harder');
    expect(SUDOKU_GRADES.filter((g) => harder.matches(rating(g)))).toEqual(['fiendish', 'diabolical']);
    const easier = resolveDifficulty({ maxGrade: 'easy' }, scale);
    expect(easier.description).toBe('grade easy or easier');
    expect(SUDOKU_GRADES.filter((g) => easier.matches(rating(g)))).toEqual(['beginner', 'easy']);
    const range = resolveDifficulty({ minGrade: 'EASY', maxGrade: 'tricky' }, scale);
    expect(range.description).toBe('grade easy..tricky');
    expect(SUDOKU_GRADES.filter((g) => range.matches(rating(g)))).toEqual(['easy', 'medium', 'tricky']);
    expect(range.matches(rating('Medium'))).toBe(true);
    expect(range.matches(rating('unheard-of'))).toBe(false);
    expect(range.matches(null)).toBe(false);
  });

  it('matches score bounds, inclusive, together with grades', () => {
    const m = resolveDifficulty({ minScore: 100, maxScore: 200 }, scale);
    expect(m.description).toBe('score 100..200');
    expect([99, 100, 150, 200, 201].map((s) => m.matches(rating('easy', s)))).toEqual([
      false,
      true,
      true,
      true,
      false,
    ]);
    const both = resolveDifficulty({ minGrade: 'medium', minScore: 300 }, scale);
    expect(both.description).toBe('grade medium or harder, score 300+');
    expect(both.matches(rating('medium', 300))).toBe(true);
    expect(both.matches(rating('medium', 299))).toBe(false);
    expect(both.matches(rating('easy', 900))).toBe(false);
  });

  it.each([
    [{ minGrade: 'hard' }, /unknown grade 'hard'/],
    [{ minGrade: 'diabolical', maxGrade: 'beginner' }, /'diabolical' is harder than 'beginner'/],
    [{ minScore: 5, maxScore: 4 }, /score range 5..4 is empty/],
    [{ minScore: -1 }, /lowest score must be a number of at least 0/],
    [{ maxScore: Number.NaN }, /highest score must be a number/],
    [{ minScore: 1001 }, /score range 1001\+ is outside the scale 0..1000/],
    [{}, /give a grade or a score bound/],
  ])('rejects %o', (target, message) => {
    expect(() => resolveDifficulty(target, scale)).toThrow(GeneratorOptionsError);
    expect(() => resolveDifficulty(target, scale)).toThrow(message);
  });

  it('the default scale lists the six grades, easiest first', () => {
    expect(DEFAULT_DIFFICULTY_SCALE.grades).toEqual([
      'beginner',
      'easy',
      'medium',
      'tricky',
      'fiendish',
      'diabolical',
    ]);
  });
});
