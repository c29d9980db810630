import type { PuzzleEntry, SudokuGrid } from '../models/sudoku/index.js';
import { findConflicts } from '../models/sudoku/index.js';

/** A puzzle ready to solve, or the reason it cannot be. */
export type CheckedPuzzle =
  | { readonly grid: SudokuGrid; readonly reason?: undefined }
  | { readonly reason: string };

/** Most conflicts named in one reason; a garbage line could otherwise produce a huge message. */
const MAX_CONFLICTS_NAMED = 5;

/**
 * Turns a read puzzle into a grid to solve, or an `invalid` reason: the reader's own error, or
 * duplicate givens (found by `findConflicts` without any search, so an obviously broken
 * puzzle is never handed to a backend).
 */
export function checkPuzzleEntry(entry: PuzzleEntry): CheckedPuzzle {
  if (entry.error !== undefined) return { reason: entry.error };
  if (entry.grid === undefined) return { reason: 'no puzzle could be read' };
  const conflicts = findConflicts(entry.grid);
  if (conflicts.length === 0) return { grid: entry.grid };
  const named = conflicts.slice(0, MAX_CONFLICTS_NAMED).map((c) => c.message);
  const more = conflicts.length - named.length;
  return { reason: named.join('; ') + (more > 0 ? `; and ${more} more` : '') };
}

/** The stderr line for a bad input line: `line 7: <reason>` (not doubled when the reason already names it). */
export function lineMessage(line: number, reason: string): string {
  const prefix = `line ${line}`;
  const namesIt = reason.startsWith(prefix) && !/[0-9]/.test(reason.charAt(prefix.length));
  return namesIt ? reason : `${prefix}: ${reason}`;
}
