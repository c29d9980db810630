import { SudokuFormatError } from './SudokuFormatError.js';

/** Cell symbols of the line and human formats: value `v` is written as `SUDOKU_SYMBOLS[v - 1]`. */
export const SUDOKU_SYMBOLS = '123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Largest value a single symbol can write (35), hence the largest side of the line format. */
export const MAX_SYMBOL_VALUE = SUDOKU_SYMBOLS.length;

/** The symbol of a value `1..35`, `.` for `0` (empty). */
export function symbolOf(value: number): string {
  if (value === 0) return '.';
  const s = SUDOKU_SYMBOLS[value - 1];
  if (s === undefined)
    throw new SudokuFormatError(`value ${value} has no single-character symbol (1..${MAX_SYMBOL_VALUE})`);
  return s;
}

/**
 * The value of a symbol given as a UTF-16 char code: `0` for `.` and `0` (empty), `1..9` for digits,
 * `10..35` for letters (either case), `-1` for anything else. Takes a code, not a string, so parsers can
 * scan long text without allocating.
 */
export function valueOfSymbol(code: number): number {
  if (code === 46 /* . */ || code === 48 /* 0 */) return 0;
  if (code >= 49 && code <= 57) return code - 48; // 1-9
  if (code >= 65 && code <= 90) return code - 55; // A-Z → 10..35
  if (code >= 97 && code <= 122) return code - 87; // a-z → 10..35
  return -1;
}
