import { AcsReader } from './AcsReader.js';
import type { PuzzleEntry } from './PuzzleEntry.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import type { SudokuGrid } from './SudokuGrid.js';
import { splitLines } from './splitLines.js';

/**
 * Reads one instance of Lloyd & Amos's `sudoku_acs` format (see `AcsReader`): the order n, an unused
 * integer, then n⁴ integers row by row, `-1` empty, `1..n²` a given. For a text holding several instances,
 * or one that may hold another format, use `readPuzzles`.
 *
 * @throws SudokuFormatError naming the line (and column and cell) of the first problem, or the count of
 * cells expected and found.
 */
export function parseAcs(text: string): SudokuGrid {
  const entries: PuzzleEntry[] = [];
  const reader = new AcsReader((e) => entries.push(e));
  splitLines(text).forEach((line, i) => {
    reader.push(line, i + 1);
  });
  reader.end();
  const first = entries[0];
  if (first === undefined) throw new SudokuFormatError('no grid: the text is empty');
  if (first.grid === undefined) throw new SudokuFormatError(first.error ?? 'no grid could be read');
  if (entries.length > 1) {
    throw new SudokuFormatError(`a second instance starts here (use readPuzzles for several instances)`, {
      line: entries[1]!.line,
    });
  }
  return first.grid;
}
