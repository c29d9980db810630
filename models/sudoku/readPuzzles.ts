import type { PuzzleEntry } from './PuzzleEntry.js';
import { parseLineAt } from './parseLine.js';
import {
  isPlausibleGridHeader,
  isSkippableLine,
  looksLikeGridHeader,
  readGridBlock,
} from './readGridBlock.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import type { SudokuShapeOptions } from './SudokuShapeOptions.js';
import { splitLines } from './splitLines.js';

/**
 * Reads every puzzle of a text, detecting the format from its first content line: `N boxWidth boxHeight`
 * means the grid format (several grids may follow each other), anything else the line format (one puzzle per
 * line, trailing text after whitespace ignored). Blank lines and `#` comments are skipped in both.
 *
 * A malformed puzzle yields an entry with `error` and reading goes on with the next one; an empty text
 * yields `[]`. `options` sets the box shape of line-format puzzles (grid-format headers carry their own).
 */
export function readPuzzles(text: string, options: SudokuShapeOptions = {}): PuzzleEntry[] {
  const lines = splitLines(text);
  let first = 0;
  while (first < lines.length && isSkippableLine(lines[first]!)) first++;
  if (first >= lines.length) return [];
  return looksLikeGridHeader(lines[first]!) ? readGrids(lines, first) : readLines(lines, first, options);
}

function readLines(lines: readonly string[], first: number, options: SudokuShapeOptions): PuzzleEntry[] {
  const out: PuzzleEntry[] = [];
  for (let i = first; i < lines.length; i++) {
    const text = lines[i]!;
    if (isSkippableLine(text)) continue;
    try {
      out.push({ line: i + 1, format: 'line', grid: parseLineAt(text, options, i + 1) });
    } catch (e) {
      if (!(e instanceof SudokuFormatError)) throw e;
      out.push({ line: i + 1, format: 'line', error: e.message });
    }
  }
  return out;
}

function readGrids(lines: readonly string[], first: number): PuzzleEntry[] {
  const out: PuzzleEntry[] = [];
  let i = first;
  while (i < lines.length) {
    if (isSkippableLine(lines[i]!)) {
      i++;
      continue;
    }
    const start = i;
    const block = readGridBlock(lines, start, true);
    if (block.grid !== undefined) {
      out.push({ line: start + 1, format: 'grid', grid: block.grid });
      i = block.next;
      continue;
    }
    out.push({ line: start + 1, format: 'grid', error: (block.error as SudokuFormatError).message });
    i = block.next;
    if (i === start + 1) {
      // The header itself was bad, so its rows cannot be told apart: skip to the next header-looking line,
      // so one broken grid (or stray text) gives a single entry.
      while (i < lines.length && (isSkippableLine(lines[i]!) || !isPlausibleGridHeader(lines[i]!))) i++;
    }
  }
  return out;
}
