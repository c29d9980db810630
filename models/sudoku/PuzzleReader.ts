import { AcsReader } from './AcsReader.js';
import type { PuzzleEntry } from './PuzzleEntry.js';
import { parseLineAt } from './parseLine.js';
import {
  isPlausibleGridHeader,
  isSkippableLine,
  looksLikeGridHeader,
  parseGridHeader,
  readGridBlock,
} from './readGridBlock.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import type { SudokuShapeOptions } from './SudokuShapeOptions.js';
import { startsAsAcs } from './startsAsAcs.js';

/**
 * Reads puzzles from lines fed one at a time, so an input of any length is read in constant memory (a
 * stream, a file of millions of puzzles): each puzzle is handed to `emit` as soon as its last line has
 * been seen. The rules are those of `readPuzzles`: the start of the input picks the format (`N boxWidth
 * boxHeight` means the grid format, several grids may follow each other; an order and an integer alone
 * followed by `-1` or a value the `sudoku_acs` format of Lloyd & Amos, see `startsAsAcs`; anything else
 * the line format, trailing text after whitespace ignored); blank lines and `#` comments are skipped; a
 * malformed puzzle becomes an entry with `error` and reading goes on.
 */
export class PuzzleReader {
  private readonly emit: (entry: PuzzleEntry) => void;
  private readonly options: SudokuShapeOptions;
  private mode: 'unknown' | 'line' | 'grid' | 'acs' = 'unknown';
  private lineNo = 0;
  // Lines held while the start of the input cannot tell the ACS format from the line format yet.
  private held: string[] = [];
  private acs: AcsReader | undefined;
  // Grid format: the lines of the grid being read (its header first), the header's line number,
  // the side it announced, and the rows seen so far.
  private block: string[] = [];
  private blockLine = 0;
  private side = 0;
  private rows = 0;
  // After a header that cannot be read, lines are skipped up to the next plausible header.
  private skipping = false;

  /** A reader handing every puzzle to `emit`; `options` sets the box shape of line-format puzzles. */
  constructor(emit: (entry: PuzzleEntry) => void, options: SudokuShapeOptions = {}) {
    this.emit = emit;
    this.options = options;
  }

  /** Number of lines fed so far. */
  get lines(): number {
    return this.lineNo;
  }

  /** Feeds the next line of the input (without its line terminator). */
  push(text: string): void {
    const line = ++this.lineNo;
    if (this.mode === 'line') {
      if (!isSkippableLine(text)) this.readLine(text, line);
      return;
    }
    if (this.mode === 'acs') {
      this.acs!.push(text, line);
      return;
    }
    if (this.mode === 'unknown') {
      if (this.held.length === 0) {
        if (isSkippableLine(text)) return;
        if (looksLikeGridHeader(text)) this.mode = 'grid';
      }
      if (this.mode === 'unknown') {
        this.held.push(text);
        const acs = startsAsAcs(`${this.held.join('\n')}\n`, false);
        if (acs !== undefined) this.decide(acs);
        return;
      }
    }
    this.pushGridLine(text, line);
  }

  /** Ends the input: a grid still open is read (and reported short when rows are missing). */
  end(): void {
    if (this.mode === 'unknown' && this.held.length > 0)
      this.decide(startsAsAcs(this.held.join('\n'), true) === true);
    if (this.block.length > 0) this.finishBlock();
    this.acs?.end();
  }

  /** Settles the format of the held lines (`acs` or the line format) and reads them. */
  private decide(acs: boolean): void {
    const held = this.held;
    this.held = [];
    const first = this.lineNo - held.length + 1;
    this.mode = acs ? 'acs' : 'line';
    if (acs) this.acs = new AcsReader(this.emit);
    held.forEach((text, i) => {
      if (acs) this.acs!.push(text, first + i);
      else if (!isSkippableLine(text)) this.readLine(text, first + i);
    });
  }

  private readLine(text: string, line: number): void {
    try {
      this.emit({ line, format: 'line', grid: parseLineAt(text, this.options, line) });
    } catch (e) {
      if (!(e instanceof SudokuFormatError)) throw e;
      this.emit({ line, format: 'line', error: e.message });
    }
  }

  private pushGridLine(text: string, line: number): void {
    if (this.skipping) {
      if (isSkippableLine(text) || !isPlausibleGridHeader(text)) return;
      this.skipping = false;
    }
    if (this.block.length === 0) {
      if (!isSkippableLine(text)) this.startBlock(text, line);
      return;
    }
    if (isSkippableLine(text)) {
      this.block.push(text);
      return;
    }
    if (this.side !== 3 && isPlausibleGridHeader(text)) {
      // A new header before the rows are complete: this grid is short; the header starts the next.
      this.block.push(text);
      this.finishBlock();
      this.startBlock(text, line);
      return;
    }
    this.block.push(text);
    if (++this.rows === this.side) this.finishBlock();
  }

  private startBlock(text: string, line: number): void {
    const header = parseGridHeader(text, line);
    if (header instanceof SudokuFormatError) {
      // Its rows cannot be told apart: one entry for the whole broken grid (or stray text).
      this.emit({ line, format: 'grid', error: header.message });
      this.skipping = true;
      return;
    }
    this.block = [text];
    this.blockLine = line;
    this.side = header.size;
    this.rows = 0;
  }

  private finishBlock(): void {
    const block = readGridBlock(this.block, 0, true, this.blockLine - 1);
    this.emit(
      block.grid !== undefined
        ? { line: this.blockLine, format: 'grid', grid: block.grid }
        : { line: this.blockLine, format: 'grid', error: (block.error as SudokuFormatError).message },
    );
    this.block = [];
  }
}
