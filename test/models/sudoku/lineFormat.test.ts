import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CspError } from '../../../core/index.js';
import {
  formatLine,
  parseLine,
  SudokuFormatError,
  SudokuGeometry,
  SudokuGrid,
  symbolOf,
  valueOfSymbol,
} from '../../../models/sudoku/index.js';
import { geometryArb, gridArb } from './sudokuArbitraries.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** The error `parseLine` throws for `text` (fails the test when it does not throw). */
function errorOf(text: string, options?: { boxWidth?: number; boxHeight?: number }): SudokuFormatError {
  try {
    parseLine(text, options);
  } catch (e) {
    expect(e).toBeInstanceOf(SudokuFormatError);
    expect(e).toBeInstanceOf(CspError);
    return e as SudokuFormatError;
  }
  throw new Error(`parseLine accepted ${text.slice(0, 40)}`);
}

describe('parseLine', () => {
  it('reads a 9×9 line: dots and zeros are empty', () => {
    const g = parseLine(PUZZLE);
    expect(g.geometry).toBe(SudokuGeometry.fromBox(3, 3));
    expect(g.get(0, 2)).toBe(3);
    expect(g.get(0, 0)).toBe(0);
    expect(g.givenCount).toBe(32);
    expect(parseLine(PUZZLE.replaceAll('.', '0')).equals(g)).toBe(true);
  });

  it('ignores leading whitespace and trailing text after whitespace (ratings, ids, CRLF)', () => {
    const g = parseLine(PUZZLE);
    expect(parseLine(`  ${PUZZLE} 2.5`).equals(g)).toBe(true);
    expect(parseLine(`${PUZZLE}\t#42 some id`).equals(g)).toBe(true);
    expect(parseLine(`${PUZZLE}\r`).equals(g)).toBe(true);
  });

  it('infers the shape from the length: 4×4, 6×6 (3×2 boxes), 12×12 (4×3), 16×16', () => {
    expect(parseLine('1...'.repeat(4)).geometry).toBe(SudokuGeometry.fromBox(2, 2));
    expect(parseLine('.'.repeat(36)).geometry).toBe(SudokuGeometry.fromBox(3, 2));
    expect(parseLine('.'.repeat(144)).geometry).toBe(SudokuGeometry.fromBox(4, 3));
    const g16 = parseLine(`G${'.'.repeat(254)}a`);
    expect(g16.geometry).toBe(SudokuGeometry.fromBox(4, 4));
    expect([g16.get(0, 0), g16.get(15, 15)]).toEqual([16, 10]);
  });

  it('uses the box shape given in the options', () => {
    expect(parseLine('.'.repeat(36), { boxWidth: 2, boxHeight: 3 }).geometry).toBe(
      SudokuGeometry.fromBox(2, 3),
    );
    expect(parseLine('.'.repeat(36), { boxHeight: 3 }).geometry).toBe(SudokuGeometry.fromBox(2, 3));
    expect(parseLine('.'.repeat(49), { boxWidth: 7, boxHeight: 1 }).geometry.size).toBe(7);
  });

  it('names the expected and actual cell count', () => {
    expect(errorOf(PUZZLE.slice(1)).message).toBe('81 cells expected for 9×9; got 80');
    expect(errorOf(`${PUZZLE}.`).message).toBe('81 cells expected for 9×9; got 82');
    expect(errorOf(PUZZLE, { boxWidth: 4, boxHeight: 4 }).message).toBe(
      '256 cells expected for 16×16; got 81',
    );
    expect(errorOf('').message).toBe('no cells on the line');
    expect(errorOf('   ').message).toBe('no cells on the line');
  });

  it('rejects a side with no box split, or a box shape that does not fit', () => {
    expect(errorOf('.'.repeat(49)).message).toContain('size 7 has no box shape');
    expect(errorOf('.'.repeat(36), { boxWidth: 5 }).message).toBe(
      'a side of 6 cannot be split into boxes 5 wide',
    );
    expect(errorOf('.'.repeat(36), { boxWidth: 0, boxHeight: 3 }).message).toContain('box width must be');
  });

  it('names the column and cell of an unknown symbol', () => {
    const bad = `${PUZZLE.slice(0, 24)}#${PUZZLE.slice(25)}`;
    const e = errorOf(bad);
    expect(e.message).toBe("column 25 (r3c7): unknown symbol '#'");
    expect([e.column, e.cell, e.line]).toEqual([25, 'r3c7', undefined]);
    expect(errorOf(`  ${bad}`).message).toBe("column 27 (r3c7): unknown symbol '#'");
    expect(errorOf(`${PUZZLE.slice(0, 80)}é`).message).toBe("column 81 (r9c9): unknown symbol 'é'");
  });

  it('rejects a symbol beyond the side (G or a letter in a 9×9)', () => {
    expect(errorOf(`G${PUZZLE.slice(1)}`).message).toBe(
      "column 1 (r1c1): symbol 'G' (16) is out of range for 9×9 (values 1..9)",
    );
    expect(errorOf(`${PUZZLE.slice(0, 10)}a${PUZZLE.slice(11)}`).cell).toBe('r2c2');
    expect(errorOf('5...'.repeat(4)).message).toContain("symbol '5' (5) is out of range for 4×4");
  });

  it('rejects a line longer than 35×35 quickly, without quoting it', () => {
    const e = errorOf('x'.repeat(50_000_000));
    expect(e.message).toBe(
      'a line holds at most 1225 cells (35×35); got 50000000 (use the grid format for larger grids)',
    );
    expect(errorOf('.'.repeat(36 * 36)).message).toContain('at most 1225 cells');
  });
});

describe('formatLine', () => {
  it('writes dots for empty cells and letters past 9', () => {
    expect(formatLine(parseLine(PUZZLE))).toBe(PUZZLE);
    const g = new SudokuGrid(SudokuGeometry.fromBox(4, 4));
    g.cells[0] = 16;
    g.cells[1] = 10;
    expect(formatLine(g)).toBe(`GA${'.'.repeat(254)}`);
  });

  it('refuses grids beyond 35×35', () => {
    expect(() => formatLine(new SudokuGrid(SudokuGeometry.fromBox(6, 6)))).toThrow(
      'the line format has symbols up to 35; a 36×36 grid needs the grid format',
    );
  });

  it('round-trips through parseLine for every box shape up to 35 (explicit shape)', () => {
    fc.assert(
      fc.property(gridArb(geometryArb(7, 35)), (g) => {
        const text = formatLine(g);
        expect(text.length).toBe(g.geometry.cellCount);
        const back = parseLine(text, { boxWidth: g.geometry.boxWidth, boxHeight: g.geometry.boxHeight });
        expect(back.equals(g)).toBe(true);
      }),
    );
  });

  it('round-trips with the inferred shape when the shape is the squarest split', () => {
    fc.assert(
      fc.property(
        gridArb(fc.constantFrom(...[4, 6, 8, 9, 12, 16, 25].map((n) => SudokuGeometry.forSize(n)))),
        (g) => {
          expect(parseLine(formatLine(g)).equals(g)).toBe(true);
          expect(parseLine(formatLine(g).toLowerCase()).equals(g)).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('symbols', () => {
  it('maps values to symbols and back, letters in either case', () => {
    for (let v = 0; v <= 35; v++) {
      const s = symbolOf(v);
      expect(valueOfSymbol(s.charCodeAt(0))).toBe(v);
      expect(valueOfSymbol(s.toLowerCase().charCodeAt(0))).toBe(v);
    }
    expect(valueOfSymbol('0'.charCodeAt(0))).toBe(0);
    expect(valueOfSymbol('#'.charCodeAt(0))).toBe(-1);
    expect(() => symbolOf(36)).toThrow('value 36 has no single-character symbol (1..35)');
    expect(() => symbolOf(-1)).toThrow(SudokuFormatError);
  });
});
