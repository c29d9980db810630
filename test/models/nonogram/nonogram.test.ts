import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NativeBackend } from '../../../adapters/native/NativeBackend.js';
import { checkAssignment, countSolutions } from '../../../core/index.js';
import {
  buildNonogramModel,
  checkNonogram,
  formatNonogram,
  formatNonogramGrid,
  NonogramError,
  type NonogramPuzzle,
  parseNonogram,
  randomNonogram,
  readNonograms,
} from '../../../models/nonogram/index.js';

const backend = new NativeBackend();

/** A clue arbitrary for a line of `length` cells (blocks that fit, separated by at least one blank). */
const clueArb = (length: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 1, max: Math.max(1, length) }), { maxLength: length }).map((blocks) => {
    const out: number[] = [];
    let used = -1;
    for (const b of blocks) {
      if (used + 1 + b > length) break;
      out.push(b);
      used += b + 1;
    }
    return out;
  });

const puzzleArb: fc.Arbitrary<NonogramPuzzle> = fc
  .record({ width: fc.integer({ min: 1, max: 8 }), height: fc.integer({ min: 1, max: 8 }) })
  .chain(({ width, height }) =>
    fc.record({
      width: fc.constant(width),
      height: fc.constant(height),
      rows: fc.array(clueArb(width), { minLength: height, maxLength: height }),
      columns: fc.array(clueArb(height), { minLength: width, maxLength: width }),
    }),
  );

describe('nonogram', () => {
  it('round-trips random puzzles through formatNonogram and parseNonogram', () => {
    fc.assert(
      fc.property(puzzleArb, (p) => {
        expect(parseNonogram(formatNonogram(p))).toEqual(p);
      }),
      { numRuns: 200, seed: 19 },
    );
  });

  it('solves seeded random pictures, each answer checked by the independent checker', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      const { puzzle, picture } = randomNonogram(6 + (seed % 5), 5 + (seed % 4), 0.55, seed);
      expect(checkNonogram(puzzle, picture)).toEqual([]);
      const { model } = buildNonogramModel(puzzle);
      const r = await countSolutions(backend, model, 2);
      expect(r.count).toBeGreaterThanOrEqual(1);
      for (const s of r.result.solutions) {
        expect(checkAssignment(model, s.values)).toEqual([]);
        expect(checkNonogram(puzzle, s.values)).toEqual([]);
      }
    }
  });

  it('checkNonogram names a wrong line', () => {
    const { puzzle, picture } = randomNonogram(5, 5, 0.5, 3);
    const wrong = picture.slice();
    wrong[0] = wrong[0] ? 0 : 1;
    const problems = checkNonogram(puzzle, wrong);
    expect(problems.some((p) => p.startsWith('row 1 has blocks'))).toBe(true);
    expect(problems.some((p) => p.startsWith('column 1 has blocks'))).toBe(true);
  });

  it('answers unsat when row and column clues disagree', async () => {
    const p = parseNonogram('width 2\nheight 1\nrows\n1\ncolumns\n1\n1');
    expect((await countSolutions(backend, buildNonogramModel(p).model, 2)).count).toBe(0);
  });

  it('reads several puzzles, with or without blank lines, comments and either header order', () => {
    const text = `# first\nheight 1\nwidth 2\nrows\n1\ncolumns\n1\n0\nwidth 1\nheight 1\ncolumns\n1\nrows\n1\n\nwidth 3\nheight 1\nrows\n1 1\ncolumns\n1\n0\n1\n`;
    const all = readNonograms(text);
    expect(all.map((e) => e.line)).toEqual([2, 9, 16]);
    expect(all.map((e) => ('puzzle' in e ? e.puzzle.rows : e.error))).toEqual([[[1]], [[1]], [[1, 1]]]);
  });

  it.each([
    [
      'width 3\nheight 1\nrows\n2,2\ncolumns\n0\n0\n0',
      /line 4, column 3: row 1: clue 2,2 needs 5 cells but the line has 3/,
    ],
    ['width 2\nheight 2\nrows\n1\ncolumns\n1\n1', /line 4, column 1: 'rows' has 1 clue lines, expected 2/],
    ['width 2\nheight 1\nrows\n1\n1\ncolumns\n1\n1', /line 5, column 1: 'rows' has more than 1 clue lines/],
    ['width 2\nheight 1\nrows\n1,x\ncolumns\n1\n1', /line 4, column 3: row 1: expected a block length/],
    [
      'width 2\nheight 1\nrows\n0,1\ncolumns\n1\n1',
      /line 4, column 1: row 1: a block length 0 is only allowed alone/,
    ],
    ['width 0\nheight 1', /line 1, column 7: width must be an integer/],
    ['height 1\nrows\n1', /missing 'width W'/],
    ['width 1\nheight 1\nrows\n1', /missing the 'columns' section/],
    ['width 1\nheight 1\nfoo', /line 3, column 1: expected 'rows' or 'columns'/],
    [
      'width 1\nheight 4\nrows\n0\n0\n0\n0\ncolumns\n3,2',
      /line 9, column 3: column 1: clue 3,2 needs 6 cells but the line has 4/,
    ],
  ])('rejects %j naming the line and column', (text, message) => {
    expect(() => parseNonogram(text)).toThrow(NonogramError);
    expect(() => parseNonogram(text)).toThrow(message);
  });

  it('keeps reading after a bad puzzle', () => {
    const all = readNonograms(
      'width 1\nheight 1\nrows\n2\ncolumns\n1\nwidth 1\nheight 1\nrows\n1\ncolumns\n1\n',
    );
    expect('error' in all[0]! && all[0].error).toMatch(/line 4, column 1/);
    expect('puzzle' in all[1]!).toBe(true);
  });

  it('formats a picture with # and .', () => {
    expect(formatNonogramGrid(3, 2, [1, 0, 1, 0, 1, 0])).toBe('#.#\n.#.');
  });
});
