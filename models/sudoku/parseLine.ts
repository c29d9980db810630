import { CspError } from '../../core/errors/CspError.js';
import { resolveGeometry } from './resolveGeometry.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import { SudokuGeometry } from './SudokuGeometry.js';
import { SudokuGrid } from './SudokuGrid.js';
import type { SudokuShapeOptions } from './SudokuShapeOptions.js';
import { MAX_SYMBOL_VALUE, valueOfSymbol } from './sudokuSymbols.js';

/** Most cells a line can hold: 35×35, since symbols stop at `Z` = 35. */
const MAX_LINE_CELLS = MAX_SYMBOL_VALUE * MAX_SYMBOL_VALUE;

/**
 * Reads one puzzle in the classic line format (FORMATS.md): one character per cell, row by row, `.` or `0`
 * for empty, `1-9` then `A-Z` (either case) for 10..35. Leading whitespace is skipped; anything after the
 * first whitespace that follows the cells (a rating, an id) is ignored. The side is the square root of the
 * cell count and the box shape the squarest split, unless `options` gives it.
 *
 * @throws SudokuFormatError naming the column and cell of a bad symbol, or the expected and actual cell count.
 */
export function parseLine(text: string, options: SudokuShapeOptions = {}): SudokuGrid {
  return parseLineAt(text, options, undefined);
}

/** {@link parseLine} for the line `line` of a larger text: errors then also name the line. */
export function parseLineAt(text: string, options: SudokuShapeOptions, line: number | undefined): SudokuGrid {
  const at = line === undefined ? {} : { line };
  // Scan by char code: the input may be one huge line, so no regex backtracking and no copies.
  let start = 0;
  while (start < text.length && isSpace(text.charCodeAt(start))) start++;
  let end = start;
  while (end < text.length && !isSpace(text.charCodeAt(end))) end++;
  const count = end - start;
  if (count === 0) throw new SudokuFormatError('no cells on the line', at);

  let geometry: SudokuGeometry;
  if (options.boxWidth !== undefined && options.boxHeight !== undefined) {
    try {
      geometry = SudokuGeometry.fromBox(options.boxWidth, options.boxHeight);
    } catch (e) {
      if (e instanceof CspError) throw new SudokuFormatError(e.message, at);
      throw e;
    }
    if (count !== geometry.cellCount) {
      throw new SudokuFormatError(
        `${geometry.cellCount} cells expected for ${geometry.size}×${geometry.size}; got ${count}`,
        at,
      );
    }
  } else {
    if (count > MAX_LINE_CELLS) {
      throw new SudokuFormatError(
        `a line holds at most ${MAX_LINE_CELLS} cells (${MAX_SYMBOL_VALUE}×${MAX_SYMBOL_VALUE}); got ${count} (use the grid format for larger grids)`,
        at,
      );
    }
    const side = Math.round(Math.sqrt(count));
    if (side * side !== count) {
      const n = Math.max(side, 1);
      throw new SudokuFormatError(`${n * n} cells expected for ${n}×${n}; got ${count}`, at);
    }
    geometry = resolveGeometry(side, options, at);
  }
  const n = geometry.size;
  if (n > MAX_SYMBOL_VALUE) {
    throw new SudokuFormatError(
      `the line format has symbols up to ${MAX_SYMBOL_VALUE}; a ${n}×${n} grid needs the grid format`,
      at,
    );
  }

  const cells = new Int32Array(count);
  for (let i = 0; i < count; i++) {
    const code = text.charCodeAt(start + i);
    const v = valueOfSymbol(code);
    if (v < 0 || v > n) {
      const ch = String.fromCodePoint(text.codePointAt(start + i) ?? code);
      const where = { ...at, column: start + i + 1, cell: geometry.cellName(i) };
      if (v < 0) throw new SudokuFormatError(`unknown symbol '${ch}'`, where);
      throw new SudokuFormatError(
        `symbol '${ch}' (${v}) is out of range for ${n}×${n} (values 1..${n})`,
        where,
      );
    }
    cells[i] = v;
  }
  return new SudokuGrid(geometry, cells);
}

/** Whitespace as the line format understands it (space, tab, CR, LF, vertical tab, form feed, no-break space, BOM). */
function isSpace(code: number): boolean {
  return (code >= 9 && code <= 13) || code === 32 || code === 0xa0 || code === 0xfeff;
}
