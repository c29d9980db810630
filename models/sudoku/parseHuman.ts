import { quoteText } from './quoteText.js';
import { isSkippableLine } from './readGridBlock.js';
import { resolveGeometry } from './resolveGeometry.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import { MAX_SUDOKU_SIZE } from './SudokuGeometry.js';
import { SudokuGrid } from './SudokuGrid.js';
import type { SudokuShapeOptions } from './SudokuShapeOptions.js';
import { splitLines } from './splitLines.js';
import { valueOfSymbol } from './sudokuSymbols.js';

/** A line holding cells, with its separators already blanked out. */
interface Row {
  /** 1-based line number. */
  readonly line: number;
  /** The line with every separator replaced by a space (so columns still match the input). */
  readonly text: string;
}

/** `| + -` and the Unicode box-drawing block, which books and web pages use to draw boxes. */
const SEPARATORS = /[|+\-\u2500-\u257f]/g;
const NUMERIC_TOKEN = /^(\.|\d+)$/;
/** Longest row line read: ample for a 1024-wide numeric grid, and keeps a 50 MB line from being tokenized. */
const MAX_ROW_CHARS = 16 * MAX_SUDOKU_SIZE;

/**
 * Reads a grid as people print it: rows of symbols (`1-9`, `A-Z`, `.` or `0` for empty), with optional
 * `|`, `-`, `+`, box-drawing characters and spaces as separators. Lines holding only separators, blank lines
 * and `#` comments are skipped. Grids too large for symbols may be written as whitespace-separated numbers
 * (as `formatHuman` writes them). The side is the number of rows; the box shape is the squarest split unless
 * `options` gives it.
 *
 * @throws SudokuFormatError naming the line (and column and cell) of the first problem.
 */
export function parseHuman(text: string, options: SudokuShapeOptions = {}): SudokuGrid {
  const rows: Row[] = [];
  splitLines(text).forEach((raw, i) => {
    if (isSkippableLine(raw)) return;
    if (raw.length > MAX_ROW_CHARS) {
      throw new SudokuFormatError(`line too long for a grid row (${raw.length} characters)`, { line: i + 1 });
    }
    const cleaned = raw.replace(SEPARATORS, ' ');
    if (cleaned.trim() !== '') rows.push({ line: i + 1, text: cleaned });
  });
  if (rows.length === 0) throw new SudokuFormatError('no grid: the text holds no row of cells');
  try {
    return readSymbols(rows, options);
  } catch (symbolError) {
    const tokens = rows.map((r) => r.text.trim().split(/\s+/));
    const numeric = tokens.every((t) => t.length >= 2 && t.every((s) => NUMERIC_TOKEN.test(s)));
    if (!numeric) throw symbolError;
    return readNumbers(rows, options);
  }
}

/** One character per cell. */
function readSymbols(rows: readonly Row[], options: SudokuShapeOptions): SudokuGrid {
  const positions = rows.map((r) => {
    const at: number[] = [];
    for (let k = 0; k < r.text.length; k++) if (!isBlank(r.text.charCodeAt(k))) at.push(k);
    return at;
  });
  const n = positions[0]!.length;
  checkShape(
    rows,
    positions.map((p) => p.length),
    'cells',
  );
  const geometry = resolveGeometry(n, options, { line: rows[0]!.line });
  const cells = new Int32Array(geometry.cellCount);
  rows.forEach((row, r) => {
    positions[r]!.forEach((k, c) => {
      const code = row.text.charCodeAt(k);
      const v = valueOfSymbol(code);
      if (v < 0 || v > n) {
        const ch = String.fromCodePoint(row.text.codePointAt(k) ?? code);
        const where = { line: row.line, column: k + 1, cell: geometry.cellName(geometry.cellAt(r, c)) };
        if (v < 0) throw new SudokuFormatError(`unknown symbol '${ch}'`, where);
        throw new SudokuFormatError(
          `symbol '${ch}' (${v}) is out of range for ${n}×${n} (values 1..${n})`,
          where,
        );
      }
      cells[geometry.cellAt(r, c)] = v;
    });
  });
  return new SudokuGrid(geometry, cells);
}

/** Whitespace-separated numbers (`.` or `0` for empty), for sides beyond 35. */
function readNumbers(rows: readonly Row[], options: SudokuShapeOptions): SudokuGrid {
  const tokens = rows.map((r) => {
    const out: { start: number; text: string }[] = [];
    for (const m of r.text.matchAll(/\S+/g)) out.push({ start: m.index, text: m[0] });
    return out;
  });
  const n = tokens[0]!.length;
  checkShape(
    rows,
    tokens.map((t) => t.length),
    'values',
  );
  const geometry = resolveGeometry(n, options, { line: rows[0]!.line });
  const cells = new Int32Array(geometry.cellCount);
  rows.forEach((row, r) => {
    tokens[r]!.forEach((t, c) => {
      const cell = geometry.cellAt(r, c);
      const v = t.text === '.' ? 0 : Number(t.text);
      if (v > n) {
        throw new SudokuFormatError(`value ${quoteText(t.text)} is out of range 0..${n} (0 = empty)`, {
          line: row.line,
          column: t.start + 1,
          cell: geometry.cellName(cell),
        });
      }
      cells[cell] = v;
    });
  });
  return new SudokuGrid(geometry, cells);
}

/** Every row as long as the first, and as many rows as that length. */
function checkShape(rows: readonly Row[], lengths: readonly number[], what: string): void {
  const n = lengths[0]!;
  lengths.forEach((len, r) => {
    if (len !== n) {
      throw new SudokuFormatError(`row ${r + 1} has ${len} ${what}; ${n} expected (as in row 1)`, {
        line: rows[r]!.line,
      });
    }
  });
  if (rows.length !== n) {
    throw new SudokuFormatError(
      `${n} rows expected for ${n}×${n} (rows have ${n} ${what}); got ${rows.length}`,
      {
        line: rows[0]!.line,
      },
    );
  }
}

function isBlank(code: number): boolean {
  return (code >= 9 && code <= 13) || code === 32 || code === 0xa0 || code === 0xfeff;
}
