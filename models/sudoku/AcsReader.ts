import type { PuzzleEntry } from './PuzzleEntry.js';
import { quoteText } from './quoteText.js';
import { isSkippableLine } from './readGridBlock.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import { MAX_SUDOKU_SIZE, SudokuGeometry } from './SudokuGeometry.js';
import { SudokuGrid } from './SudokuGrid.js';

/** Largest order (box side) the ACS format can carry here: its grid, order² wide, must be supported. */
export const MAX_ACS_ORDER = Math.floor(Math.sqrt(MAX_SUDOKU_SIZE));

/** One whitespace-separated token of a line and its 1-based column. */
interface Token {
  readonly text: string;
  readonly column: number;
}

/** The instance being read: its header line, shape, cells so far and first problem. */
interface Instance {
  readonly line: number;
  readonly order: number;
  readonly geometry: SudokuGeometry;
  readonly cells: Int32Array;
  /** Cell tokens seen (also past the expected count, so a message can say how many there were). */
  count: number;
  /** Some line held several cells: the instance is written row by row, so a short line is a header. */
  rowLayout: boolean;
  error?: SudokuFormatError;
}

/**
 * Reads the instances of Lloyd & Amos's `sudoku_acs` benchmark ("Solving Sudoku with Ant Colony
 * Optimisation", 2019) from lines fed one at a time: the order n (box side), an unused integer, then n⁴
 * whitespace-separated integers row by row, `-1` for an empty cell and `1..n²` for a given. Several
 * instances may follow each other (`cat inst*.txt`): a line holding only one or two integers after a
 * complete grid (or, for grids written row by row, after any row) starts the next one. Blank lines and
 * `#` comments are skipped. Each instance is handed to `emit` once its end is seen, as a grid or an
 * error naming the place; reading goes on with the next instance.
 */
export class AcsReader {
  private readonly emit: (entry: PuzzleEntry) => void;
  private state: 'order' | 'unused' | 'cells' | 'skip' = 'order';
  private current: Instance | undefined;
  private pendingOrder = 0;
  private pendingLine = 0;
  // After an unsupported order, its unused integer is still part of the broken header, not the next one.
  private skipUnused = false;

  /** A reader handing every instance to `emit`. */
  constructor(emit: (entry: PuzzleEntry) => void) {
    this.emit = emit;
  }

  /** Feeds line `line` (1-based, without its terminator) of the input. */
  push(text: string, line: number): void {
    if (isSkippableLine(text)) return;
    const tokens = tokensOf(text);
    if (this.skipUnused) {
      this.skipUnused = false;
      if (tokens.length <= 1) return;
    }
    if (this.state === 'cells' || this.state === 'skip') {
      const c = this.current;
      const starts =
        tokens.length <= 2 &&
        /^\d+$/.test(tokens[0]!.text) &&
        (this.state === 'skip' || c === undefined || c.rowLayout || c.count >= c.cells.length);
      if (!starts) {
        if (this.state === 'cells' && c !== undefined) this.readCells(c, tokens, 0, line);
        return;
      }
      this.finish();
      this.state = 'order';
    }
    let k = 0;
    if (this.state === 'order') {
      this.pendingOrder = this.readOrder(tokens[0]!, line);
      this.pendingLine = line;
      k = 1;
      if (this.pendingOrder === 0) {
        // The unused integer was on the order's line.
        if (tokens.length > 1) this.skipUnused = false;
        return;
      }
      this.state = 'unused';
    }
    if (k >= tokens.length) return;
    const unused = tokens[k]!;
    if (!/^-?\d+$/.test(unused.text)) {
      this.fail(
        new SudokuFormatError(
          `expected an integer after the order ${this.pendingOrder} (sudoku_acs format); got ${quoteText(unused.text)}`,
          { line, column: unused.column },
        ),
      );
      return;
    }
    this.start(this.pendingOrder, this.pendingLine);
    this.readCells(this.current!, tokens, k + 1, line);
  }

  /** Ends the input: the instance still open is handed over (and reported short when cells are missing). */
  end(): void {
    if (this.state === 'unused') {
      this.fail(
        new SudokuFormatError(
          `the input ends after the order ${this.pendingOrder}; expected an integer, then the cells`,
          { line: this.pendingLine },
        ),
      );
    }
    this.finish();
    this.state = 'order';
  }

  /** The order a header token names, or 0 after reporting why it names none. */
  private readOrder(token: Token, line: number): number {
    const where = { line, column: token.column };
    if (!/^\d+$/.test(token.text)) {
      this.fail(
        new SudokuFormatError(
          `expected the order n (box side) of a sudoku_acs instance; got ${quoteText(token.text)}`,
          where,
        ),
      );
      return 0;
    }
    const n = token.text.length > 6 ? Number.POSITIVE_INFINITY : Number(token.text);
    if (n < 2 || n > MAX_ACS_ORDER) {
      const side = n === Number.POSITIVE_INFINITY ? quoteText(token.text) : String(n * n);
      const reason =
        n < 2
          ? `order ${n} is not supported: the order (box side) must be at least 2 (a 4×4 grid)`
          : `order ${n < 1e6 ? n : quoteText(token.text)} makes a ${side}×${side} grid; at most ` +
            `${MAX_SUDOKU_SIZE}×${MAX_SUDOKU_SIZE} (order ${MAX_ACS_ORDER}) is supported`;
      this.fail(new SudokuFormatError(reason, where));
      this.skipUnused = true;
      return 0;
    }
    return n;
  }

  /** Opens the instance of order `order` whose header starts on line `line`. */
  private start(order: number, line: number): void {
    const geometry = SudokuGeometry.fromBox(order, order);
    this.current = {
      line,
      order,
      geometry,
      cells: new Int32Array(geometry.cellCount),
      count: 0,
      rowLayout: false,
    };
    this.state = 'cells';
  }

  /** Reads `tokens[from..]` (of line `line`) as the next cells of `c`. */
  private readCells(c: Instance, tokens: readonly Token[], from: number, line: number): void {
    if (tokens.length - from >= 3) c.rowLayout = true;
    const { geometry, cells } = c;
    const n = geometry.size;
    for (let k = from; k < tokens.length; k++) {
      const t = tokens[k]!;
      const i = c.count++;
      if (c.error !== undefined || i >= cells.length) continue;
      const where = { line, column: t.column, cell: geometry.cellName(i) };
      if (!/^-?\d+$/.test(t.text)) {
        c.error = new SudokuFormatError(`${quoteText(t.text)} is not a whole number`, where);
        continue;
      }
      const v = t.text.length > 6 ? Number.POSITIVE_INFINITY : Number(t.text);
      if (v === -1) cells[i] = 0;
      else if (v >= 1 && v <= n) cells[i] = v;
      else {
        const shown = v === Number.POSITIVE_INFINITY ? quoteText(t.text) : String(v);
        c.error = new SudokuFormatError(
          `value ${shown} is out of range for order ${c.order} (-1 = empty, 1..${n} = given)`,
          where,
        );
      }
    }
  }

  /** Reports `error` for the instance being started and skips to the next header. */
  private fail(error: SudokuFormatError): void {
    this.emit({ line: error.line ?? this.pendingLine, format: 'acs', error: error.message });
    this.current = undefined;
    this.state = 'skip';
  }

  /** Hands the open instance (if any) to `emit`. */
  private finish(): void {
    const c = this.current;
    this.current = undefined;
    if (c === undefined) return;
    const expected = c.cells.length;
    let error = c.error;
    if (error === undefined && c.count !== expected) {
      const n = c.geometry.size;
      error = new SudokuFormatError(
        `order ${c.order} (a ${n}×${n} grid) needs ${expected} cells; found ${c.count}`,
        { line: c.line },
      );
    }
    this.emit(
      error === undefined
        ? { line: c.line, format: 'acs', grid: new SudokuGrid(c.geometry, c.cells) }
        : { line: c.line, format: 'acs', error: error.message },
    );
  }
}

/** The whitespace-separated tokens of `text` with their columns. */
function tokensOf(text: string): Token[] {
  const out: Token[] = [];
  const len = text.length;
  let pos = 0;
  while (pos < len) {
    while (pos < len && isBlank(text.charCodeAt(pos))) pos++;
    if (pos >= len) break;
    const begin = pos;
    while (pos < len && !isBlank(text.charCodeAt(pos))) pos++;
    out.push({ text: text.slice(begin, pos), column: begin + 1 });
  }
  return out;
}

function isBlank(code: number): boolean {
  return (code >= 9 && code <= 13) || code === 32 || code === 0xa0 || code === 0xfeff;
}
