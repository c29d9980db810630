import { quoteText } from './quoteText.js';
import { isSkippableLine, readGridBlock } from './readGridBlock.js';
import { SudokuFormatError } from './SudokuFormatError.js';
import type { SudokuGrid } from './SudokuGrid.js';
import { splitLines } from './splitLines.js';

/**
 * Reads one grid in the grid format (FORMATS.md): a first line `N boxWidth boxHeight`, then N lines of N
 * whitespace-separated integers, `0` for empty. Blank lines and `#` comments are skipped. For a text holding
 * several grids use `readPuzzles`.
 *
 * @throws SudokuFormatError naming the line (and column and cell) of the first problem.
 */
export function parseGridFormat(text: string): SudokuGrid {
  const lines = splitLines(text);
  let start = 0;
  while (start < lines.length && isSkippableLine(lines[start]!)) start++;
  if (start >= lines.length) throw new SudokuFormatError('no grid: the text is empty');
  const block = readGridBlock(lines, start);
  if (block.error !== undefined) throw block.error;
  for (let i = block.next; i < lines.length; i++) {
    if (!isSkippableLine(lines[i]!)) {
      throw new SudokuFormatError(
        `unexpected text after the grid: ${quoteText(lines[i]!.trim())} (use readPuzzles for several grids)`,
        { line: i + 1 },
      );
    }
  }
  return block.grid as SudokuGrid;
}
