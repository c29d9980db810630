import { describe, expect, it } from 'vitest';
import {
  formatGridFormat,
  formatLine,
  parseLine,
  readPuzzles,
  SudokuGeometry,
} from '../../../models/sudoku/index.js';
import { fixture } from './sudokuArbitraries.js';

const PUZZLE = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
const GRID4 = '4 2 2\n1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n';

describe('readPuzzles', () => {
  it('returns [] for an empty text, or one holding only blank lines and comments', () => {
    expect(readPuzzles('')).toEqual([]);
    expect(readPuzzles('\n\n# nothing here\n  \n')).toEqual([]);
  });

  it('reads one puzzle per line, skipping comments and blank lines, ignoring trailing ratings', () => {
    const entries = readPuzzles(fixture('se_rated_5.txt'));
    expect(entries).toHaveLength(5);
    expect(entries.map((e) => e.line)).toEqual([1, 2, 3, 4, 5]);
    expect(entries.every((e) => e.format === 'line' && e.error === undefined)).toBe(true);
    expect(formatLine(entries[0]!.grid!)).toBe(fixture('se_rated_5.txt').split(' ')[0]);
    const mixed = readPuzzles(`# header\n\n${PUZZLE} 2.5\n${PUZZLE}\n`);
    expect(mixed.map((e) => e.line)).toEqual([3, 4]);
  });

  it('gives a malformed line an entry with its error and still reads the others', () => {
    const bad = `${PUZZLE.slice(0, 24)}#${PUZZLE.slice(25)}`;
    const entries = readPuzzles(`${PUZZLE}\n${PUZZLE.slice(1)}\n${bad}\n${PUZZLE}\n`);
    expect(entries.map((e) => e.line)).toEqual([1, 2, 3, 4]);
    expect(entries[1]).toEqual({
      line: 2,
      format: 'line',
      error: 'line 2: 81 cells expected for 9×9; got 80',
    });
    expect(entries[2]!.error).toBe("line 3, column 25 (r3c7): unknown symbol '#'");
    expect(entries[3]!.grid!.equals(parseLine(PUZZLE))).toBe(true);
  });

  it('turns a 50 MB single line into one short error entry', () => {
    const entries = readPuzzles(`${'7'.repeat(50_000_000)}\n${PUZZLE}`);
    expect(entries).toHaveLength(2);
    expect(entries[0]!.error).toBe(
      'line 1: a line holds at most 1225 cells (35×35); got 50000000 (use the grid format for larger grids)',
    );
    expect(entries[1]!.grid).toBeDefined();
  });

  it('applies the box shape option to line-format puzzles', () => {
    const [e] = readPuzzles('.'.repeat(36), { boxWidth: 2, boxHeight: 3 });
    expect(e!.grid!.geometry).toBe(SudokuGeometry.fromBox(2, 3));
  });

  it('detects the grid format and reads several grids one after another', () => {
    const twelve = fixture('b4x3_f055_s1.txt');
    const entries = readPuzzles(`${GRID4}\n${twelve}${GRID4}`);
    expect(entries.map((e) => [e.line, e.format, e.grid?.geometry.size])).toEqual([
      [1, 'grid', 4],
      [7, 'grid', 12],
      [20, 'grid', 4],
    ]);
    expect(formatGridFormat(entries[1]!.grid!)).toBe(twelve);
  });

  it('reports a bad grid and carries on with the next one', () => {
    const badValue = '4 2 2\n1 0 0 0\n0 0 9 0\n0 4 0 0\n0 0 0 2\n';
    const badHeader = '4 3 2\n1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n';
    const truncated = '4 2 2\n1 0 0 0\n0 0 3 0\n';
    const entries = readPuzzles(GRID4 + badValue + badHeader + truncated + GRID4);
    expect(entries.map((e) => [e.line, e.error ?? 'ok'])).toEqual([
      [1, 'ok'],
      [6, 'line 8, column 5 (r2c3): value 9 is out of range 0..4 (0 = empty)'],
      [11, 'line 11: header says the side is 4, but 3×2 boxes make a 6×6 grid'],
      [16, 'line 16: 4 rows expected after the header; found 2 (line 19 starts another grid)'],
      [19, 'ok'],
    ]);
  });

  it('reports stray text among grids once', () => {
    const entries = readPuzzles(`${GRID4}some stray text\nmore text\n${GRID4}`);
    expect(entries.map((e) => [e.line, e.error ?? 'ok'])).toEqual([
      [1, 'ok'],
      [6, "line 6: expected a grid header 'N boxWidth boxHeight'; got 'some stray text'"],
      [8, 'ok'],
    ]);
  });
});
