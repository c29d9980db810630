import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatHuman,
  formatLine,
  parseHuman,
  parseLine,
  SudokuFormatError,
  SudokuGeometry,
  SudokuGrid,
} from '../../../models/sudoku/index.js';
import { geometryArb, gridArb } from './sudokuArbitraries.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

function errorOf(text: string, options?: { boxWidth?: number; boxHeight?: number }): SudokuFormatError {
  try {
    parseHuman(text, options);
  } catch (e) {
    expect(e).toBeInstanceOf(SudokuFormatError);
    return e as SudokuFormatError;
  }
  throw new Error('parseHuman accepted the text');
}

describe('formatHuman', () => {
  it('draws a boxed 9×9 grid', () => {
    const text = formatHuman(parseLine(PUZZLE));
    const lines = text.split('\n');
    expect(lines[0]).toBe('. . 3 | . 2 . | 6 . .');
    expect(lines[3]).toBe('------+-------+------');
    expect(lines).toHaveLength(12); // 9 rows, 2 separators, final newline
  });

  it('draws rectangular boxes: 6×6 with 3-wide, 2-high boxes', () => {
    const g = new SudokuGrid(SudokuGeometry.fromBox(3, 2));
    expect(formatHuman(g).split('\n').slice(0, 3)).toEqual([
      '. . . | . . .',
      '. . . | . . .',
      '------+------',
    ]);
  });

  it('writes aligned numbers beyond 35×35', () => {
    const g = new SudokuGrid(SudokuGeometry.fromBox(6, 6));
    g.cells[0] = 36;
    g.cells[1] = 7;
    expect(formatHuman(g).split('\n')[0]!.startsWith('36  7  .  .  .  . |  .')).toBe(true);
  });
});

describe('parseHuman', () => {
  it('reads the usual boxed printout', () => {
    const text = [
      '+-------+-------+-------+',
      '| . . 3 | . 2 . | 6 . . |',
      '| 9 . . | 3 . 5 | . . 1 |',
      '| . . 1 | 8 . 6 | 4 . . |',
      '+-------+-------+-------+',
      '| . . 8 | 1 . 2 | 9 . . |',
      '| 7 . . | . . . | . . 8 |',
      '| . . 6 | 7 . 8 | 2 . . |',
      '+-------+-------+-------+',
      '| . . 2 | 6 . 9 | 5 . . |',
      '| 8 . . | 2 . 3 | . . 9 |',
      '| . . 5 | . 1 . | 3 . . |',
      '+-------+-------+-------+',
    ].join('\n');
    expect(formatLine(parseHuman(text))).toBe(PUZZLE);
  });

  it('reads rows without separators, zeros for empty, box-drawing characters and comments', () => {
    const rows = PUZZLE.match(/.{9}/g)!;
    expect(formatLine(parseHuman(rows.join('\n')))).toBe(PUZZLE);
    expect(
      formatLine(parseHuman(`# title\n\n${rows.map((r) => r.replaceAll('.', '0')).join('\r\n')}\n`)),
    ).toBe(PUZZLE);
    const drawn = rows.map((r) => `│${r.slice(0, 3)}│${r.slice(3, 6)}│${r.slice(6)}│`);
    drawn.splice(3, 0, '├───┼───┼───┤');
    expect(formatLine(parseHuman(drawn.join('\n')))).toBe(PUZZLE);
  });

  it('reads numbers separated by spaces (16×16 with two-digit values)', () => {
    const g = new SudokuGrid(SudokuGeometry.fromBox(4, 4));
    g.cells[0] = 16;
    g.cells[17] = 3;
    const rows = Array.from({ length: 16 }, (_, r) => [...g.cells.subarray(r * 16, r * 16 + 16)].join(' '));
    expect(parseHuman(rows.join('\n')).equals(g)).toBe(true);
  });

  it('uses the box shape given in the options', () => {
    const text = '......\n'.repeat(6);
    expect(parseHuman(text).geometry).toBe(SudokuGeometry.fromBox(3, 2));
    expect(parseHuman(text, { boxWidth: 2, boxHeight: 3 }).geometry).toBe(SudokuGeometry.fromBox(2, 3));
  });

  it('names the line of a short row, and the missing rows', () => {
    const rows = PUZZLE.match(/.{9}/g)!;
    const short = [...rows];
    short[4] = short[4]!.slice(1);
    expect(errorOf(short.join('\n')).message).toBe('line 5: row 5 has 8 cells; 9 expected (as in row 1)');
    expect(errorOf(rows.slice(0, 8).join('\n')).message).toBe(
      'line 1: 9 rows expected for 9×9 (rows have 9 cells); got 8',
    );
    expect(errorOf('').message).toBe('no grid: the text holds no row of cells');
    expect(errorOf('---+---\n').message).toBe('no grid: the text holds no row of cells');
  });

  it('names the line, column and cell of a bad symbol', () => {
    const rows = PUZZLE.match(/.{9}/g)!.map((r) => `${r.slice(0, 3)} | ${r.slice(3, 6)} | ${r.slice(6)}`);
    rows[2] = `..1 | 8?6 | 4..`;
    const e = errorOf(rows.join('\n'));
    expect(e.message).toBe("line 3, column 8 (r3c5): unknown symbol '?'");
    rows[2] = `..1 | 8G6 | 4..`;
    expect(errorOf(rows.join('\n')).message).toBe(
      "line 3, column 8 (r3c5): symbol 'G' (16) is out of range for 9×9 (values 1..9)",
    );
  });

  it('rejects a huge line without tokenizing it', () => {
    expect(errorOf('1'.repeat(5_000_000)).message).toBe(
      'line 1: line too long for a grid row (5000000 characters)',
    );
  });

  it('round-trips formatHuman for every box shape (symbols up to 35, numbers beyond)', () => {
    fc.assert(
      fc.property(gridArb(geometryArb(8)), (g) => {
        const options = { boxWidth: g.geometry.boxWidth, boxHeight: g.geometry.boxHeight };
        expect(parseHuman(formatHuman(g), options).equals(g)).toBe(true);
      }),
      { numRuns: 80 },
    );
  });
});
