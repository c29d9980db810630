import type { PuzzleEntry } from './PuzzleEntry.js';
import { PuzzleReader } from './PuzzleReader.js';
import type { SudokuShapeOptions } from './SudokuShapeOptions.js';
import { splitLines } from './splitLines.js';

/**
 * Reads every puzzle of a text, detecting the format from its start: a first content line `N boxWidth
 * boxHeight` means the grid format (several grids may follow each other); an order and an integer alone,
 * then `-1` or a value, the `sudoku_acs` format of Lloyd & Amos (see `AcsReader`, `startsAsAcs`); anything
 * else the line format (one puzzle per line, trailing text after whitespace ignored). Blank lines and `#`
 * comments are skipped in all three.
 *
 * A malformed puzzle yields an entry with `error` and reading goes on with the next one; an empty text
 * yields `[]`. `options` sets the box shape of line-format puzzles (grid-format headers carry their own).
 * To read an input too large to hold, feed its lines to a {@link PuzzleReader}.
 */
export function readPuzzles(text: string, options: SudokuShapeOptions = {}): PuzzleEntry[] {
  const out: PuzzleEntry[] = [];
  const reader = new PuzzleReader((entry) => out.push(entry), options);
  for (const line of splitLines(text)) reader.push(line);
  reader.end();
  return out;
}
