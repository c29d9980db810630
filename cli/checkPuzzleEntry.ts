import { findConflicts } from '../models/sudoku/findConflicts.js';
import { parseLineAt } from '../models/sudoku/parseLine.js';
import { SudokuFormatError } from '../models/sudoku/SudokuFormatError.js';
import type { SudokuGrid } from '../models/sudoku/SudokuGrid.js';
import type { InputEntry } from './InputEntry.js';

/** A puzzle ready to solve, or the reason it cannot be. */
export type CheckedPuzzle =
  | { readonly grid: SudokuGrid; readonly reason?: undefined }
  | { readonly reason: string };

/** What {@link checkPuzzleEntry} looks at: an {@link InputEntry}, or a reader's `PuzzleEntry`. */
export type CheckableEntry = Partial<Pick<InputEntry, 'grid' | 'error' | 'text' | 'at'>>;

/** Most conflicts named in one reason; a garbage line could otherwise produce a huge message. */
const MAX_CONFLICTS_NAMED = 5;

/**
 * Turns an input puzzle into a grid to solve, or an `invalid` reason: the reader's own error (a line
 * not read yet is read now), or duplicate givens (found by `findConflicts` without any search, so an
 * obviously broken puzzle is never handed to a backend).
 */
export function checkPuzzleEntry(entry: CheckableEntry): CheckedPuzzle {
  if (entry.error !== undefined) return { reason: entry.error };
  let grid = entry.grid;
  if (grid === undefined && entry.text !== undefined) {
    try {
      grid = parseLineAt(entry.text, {}, entry.at);
    } catch (e) {
      if (e instanceof SudokuFormatError) return { reason: e.message };
      throw e;
    }
  }
  if (grid === undefined) return { reason: 'no puzzle could be read' };
  const conflicts = findConflicts(grid);
  if (conflicts.length === 0) return { grid };
  const named = conflicts.slice(0, MAX_CONFLICTS_NAMED).map((c) => c.message);
  const more = conflicts.length - named.length;
  return { reason: named.join('; ') + (more > 0 ? `; and ${more} more` : '') };
}
