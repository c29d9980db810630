import { CspError } from '../../core/errors/CspError.js';
import { quoteText } from './quoteText.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import { SudokuGeometry } from './SudokuGeometry.js';
import { SudokuGrid } from './SudokuGrid.js';

/** What {@link readGridBlock} read: a grid or the first error in it, and where the next block may start. */
export interface GridBlock {
  /** The grid, when the block was well formed. */
  readonly grid?: SudokuGrid;
  /** The first problem in the block, when it was not. */
  readonly error?: SudokuFormatError;
  /** Index (0-based) of the first line after the block. */
  readonly next: number;
}

/** `true` for a line that holds nothing to read: blank, or a `#` comment. */
export function isSkippableLine(line: string): boolean {
  const t = line.trimStart();
  return t === '' || t.charCodeAt(0) === 35; /* # */
}

/** `true` when `line` has the shape of a grid-format header: exactly three unsigned integers. */
export function looksLikeGridHeader(line: string): boolean {
  // Headers are short; testing the length first keeps a huge line from being scanned by the regex.
  return line.length <= 64 && /^\s*\d+\s+\d+\s+\d+\s*$/.test(line);
}

/** `true` when `line` is a plausible header: three integers `N W H` with `N = W·H` and `W, H ≥ 1`, `N ≥ 4`. */
export function isPlausibleGridHeader(line: string): boolean {
  if (!looksLikeGridHeader(line)) return false;
  const [n, w, h] = line.trim().split(/\s+/).map(Number) as [number, number, number];
  return w >= 1 && h >= 1 && n >= 4 && n === w * h;
}

/**
 * Reads one grid in the grid format starting at `lines[start]` (its `N boxWidth boxHeight` header), then N
 * rows of N integers (`0` = empty); blank and `#` lines in between are skipped. A malformed grid still
 * consumes its rows so that a reader of several grids can carry on with the next one. With `severalGrids`,
 * a line that is a plausible header (and cannot be a row: N ≠ 3) ends a short grid early. Messages number
 * `lines[i]` as line `lineBase + i + 1` (`lines` may be a window of a longer input).
 */
export function readGridBlock(
  lines: readonly string[],
  start: number,
  severalGrids = false,
  lineBase = 0,
): GridBlock {
  const headerText = lines[start] ?? '';
  const headerLine = lineBase + start + 1;
  const header = parseGridHeader(headerText, headerLine);
  if (header instanceof SudokuFormatError) return { error: header, next: start + 1 };
  const geometry = header;
  const n = geometry.size;
  const cells = new Int32Array(geometry.cellCount);
  let error: SudokuFormatError | undefined;
  let row = 0;
  let i = start + 1;
  for (; i < lines.length && row < n; i++) {
    const text = lines[i]!;
    if (isSkippableLine(text)) continue;
    if (severalGrids && n !== 3 && isPlausibleGridHeader(text)) break;
    if (error === undefined) error = parseRow(text, lineBase + i + 1, row, geometry, cells);
    row++;
  }
  if (row < n) {
    const cause = i < lines.length ? ` (line ${lineBase + i + 1} starts another grid)` : '';
    error ??= new SudokuFormatError(`${n} rows expected after the header; found ${row}${cause}`, {
      line: headerLine,
    });
  }
  if (error !== undefined) return { error, next: i };
  return { grid: new SudokuGrid(geometry, cells), next: i };
}

/** The geometry a grid-format header `N boxWidth boxHeight` (line `line` of the input) announces, or what is wrong with it. */
export function parseGridHeader(text: string, line: number): SudokuGeometry | SudokuFormatError {
  if (!looksLikeGridHeader(text)) {
    return new SudokuFormatError(
      `expected a grid header 'N boxWidth boxHeight'; got ${quoteText(text.trim())}`,
      {
        line,
      },
    );
  }
  const [n, w, h] = text.trim().split(/\s+/).map(Number) as [number, number, number];
  if (w * h !== n) {
    return new SudokuFormatError(
      `header says the side is ${n}, but ${w}×${h} boxes make a ${w * h}×${w * h} grid`,
      { line },
    );
  }
  try {
    return SudokuGeometry.fromBox(w, h);
  } catch (e) {
    if (e instanceof CspError) return new SudokuFormatError(e.message, { line });
    throw e;
  }
}

/** Reads row `row` into `cells`; returns the first problem instead of throwing. */
function parseRow(
  text: string,
  line: number,
  row: number,
  geometry: SudokuGeometry,
  cells: Int32Array,
): SudokuFormatError | undefined {
  const n = geometry.size;
  const len = text.length;
  let pos = 0;
  let col = 0;
  // Scanned by hand: no per-token strings, and a huge line is abandoned after N+1 tokens.
  while (true) {
    while (pos < len && isBlank(text.charCodeAt(pos))) pos++;
    if (pos >= len) break;
    const begin = pos;
    while (pos < len && !isBlank(text.charCodeAt(pos))) pos++;
    if (col >= n) {
      return new SudokuFormatError(`row ${row + 1} has more than ${n} values; ${n} expected`, { line });
    }
    const cell = geometry.cellAt(row, col);
    const where = { line, column: begin + 1, cell: geometry.cellName(cell) };
    let v = 0;
    for (let k = begin; k < pos; k++) {
      const d = text.charCodeAt(k) - 48;
      if (d < 0 || d > 9) {
        return new SudokuFormatError(`${quoteText(text.slice(begin, pos))} is not a whole number`, where);
      }
      // Cap so that a long run of digits cannot overflow into a small-looking number.
      v = Math.min(v * 10 + d, 1e9);
    }
    if (v > n) {
      const shown = v >= 1e9 ? quoteText(text.slice(begin, pos)) : String(v);
      return new SudokuFormatError(`value ${shown} is out of range 0..${n} (0 = empty)`, where);
    }
    cells[cell] = v;
    col++;
  }
  if (col < n) {
    return new SudokuFormatError(`row ${row + 1} has ${col} values; ${n} expected`, { line });
  }
  return undefined;
}

function isBlank(code: number): boolean {
  return code === 32 || code === 9 || code === 13 || code === 11 || code === 12;
}
