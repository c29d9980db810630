import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSolution,
  formatGridFormat,
  parseGridFormat,
  SudokuFormatError,
  SudokuGeometry,
} from '../../../models/sudoku/index.js';
import { fixture, geometryArb, gridArb } from './sudokuArbitraries.js';

const SMALL = '4 2 2\n1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n';

function errorOf(text: string): SudokuFormatError {
  try {
    parseGridFormat(text);
  } catch (e) {
    expect(e).toBeInstanceOf(SudokuFormatError);
    return e as SudokuFormatError;
  }
  throw new Error('parseGridFormat accepted the text');
}

describe('parseGridFormat', () => {
  it('reads the header and N rows of N integers', () => {
    const g = parseGridFormat(SMALL);
    expect(g.geometry).toBe(SudokuGeometry.fromBox(2, 2));
    expect([...g.cells]).toEqual([1, 0, 0, 0, 0, 0, 3, 0, 0, 4, 0, 0, 0, 0, 0, 2]);
  });

  it('accepts CRLF, extra spaces, blank lines and comments', () => {
    const messy = `# a comment\r\n\r\n 4  2 2 \r\n1 0\t0 0\r\n\r\n0 0 3 0\r\n0 4 0 0\r\n0 0 0 2\r\n\r\n`;
    expect(parseGridFormat(messy).equals(parseGridFormat(SMALL))).toBe(true);
  });

  it('reads the shared 12×12 (4×3 boxes) and 16×16 data with their solutions', () => {
    for (const name of ['b4x3_f055_s1', 'r4_f070_s1']) {
      const puzzle = parseGridFormat(fixture(`${name}.txt`));
      const solution = parseGridFormat(fixture(`${name}.solution.txt`));
      expect(checkSolution(puzzle, solution)).toEqual([]);
      expect(formatGridFormat(puzzle)).toBe(fixture(`${name}.txt`));
    }
    expect(parseGridFormat(fixture('b4x3_f055_s1.txt')).geometry).toBe(SudokuGeometry.fromBox(4, 3));
  });

  it('names the line of a bad header', () => {
    expect(errorOf('').message).toBe('no grid: the text is empty');
    expect(errorOf('9 3\n').message).toBe("line 1: expected a grid header 'N boxWidth boxHeight'; got '9 3'");
    expect(errorOf('\n9 3 3 3\n').message).toBe(
      "line 2: expected a grid header 'N boxWidth boxHeight'; got '9 3 3 3'",
    );
    expect(errorOf('12 3 3\n').message).toBe(
      'line 1: header says the side is 12, but 3×3 boxes make a 9×9 grid',
    );
    expect(errorOf('0 0 0\n').message).toBe('line 1: box width must be an integer of at least 1; got 0');
    expect(errorOf('2000 1000 2\n').message).toContain('at most 1024×1024');
    expect(errorOf('x'.repeat(1000)).message).toBe(
      "line 1: expected a grid header 'N boxWidth boxHeight'; got 'xxxxxxxxxxxxxxxxxxxxxxxx…'",
    );
  });

  it('names the line, column and cell of a bad value', () => {
    const e = errorOf('4 2 2\n1 0 0 0\n0 0 5 0\n0 4 0 0\n0 0 0 2\n');
    expect(e.message).toBe('line 3, column 5 (r2c3): value 5 is out of range 0..4 (0 = empty)');
    expect([e.line, e.column, e.cell]).toEqual([3, 5, 'r2c3']);
    expect(errorOf('4 2 2\n1 0 0 0\n0 0 -1 0\n0 4 0 0\n0 0 0 2\n').message).toBe(
      "line 3, column 5 (r2c3): '-1' is not a whole number",
    );
    expect(errorOf('4 2 2\n1 0 0 0\n0 0 1.5 0\n0 4 0 0\n0 0 0 2\n').message).toContain(
      "'1.5' is not a whole number",
    );
    expect(errorOf(`4 2 2\n1 0 0 0\n0 0 ${'9'.repeat(40)} 0\n0 4 0 0\n0 0 0 2\n`).message).toBe(
      "line 3, column 5 (r2c3): value '999999999999999999999999…' is out of range 0..4 (0 = empty)",
    );
  });

  it('names the line of a row with too few or too many values', () => {
    expect(errorOf('4 2 2\n1 0 0 0\n0 0 3\n0 4 0 0\n0 0 0 2\n').message).toBe(
      'line 3: row 2 has 3 values; 4 expected',
    );
    expect(errorOf('4 2 2\n1 0 0 0\n0 0 3 0 0\n0 4 0 0\n0 0 0 2\n').message).toBe(
      'line 3: row 2 has more than 4 values; 4 expected',
    );
  });

  it('names the header line when rows are missing, and text after the grid', () => {
    expect(errorOf('4 2 2\n1 0 0 0\n0 0 3 0\n').message).toBe(
      'line 1: 4 rows expected after the header; found 2',
    );
    expect(errorOf(`${SMALL}1 2 3 4\n`).message).toBe(
      "line 6: unexpected text after the grid: '1 2 3 4' (use readPuzzles for several grids)",
    );
  });

  it('round-trips every box shape, including sides beyond 35', () => {
    fc.assert(
      fc.property(gridArb(geometryArb(8)), (g) => {
        expect(parseGridFormat(formatGridFormat(g)).equals(g)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });
});
