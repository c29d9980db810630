import {
  findConflicts,
  isVariantInput,
  readPuzzles,
  readVariantInput,
  resolveVariantPuzzle,
  type SudokuConflict,
  type SudokuGrid,
} from 'cspkit/models';
import type { PlaygroundPuzzle } from './PlaygroundPuzzle.js';

/** What a pasted text holds: a puzzle (with a note and its clashing givens, if any), or why not. */
export type ReadResult =
  | {
      readonly puzzle: PlaygroundPuzzle;
      /** The format it was read in, as the page names it. */
      readonly format: string;
      /** Something worth saying (the text held several puzzles, and the first was taken). */
      readonly note?: string;
      /** Givens of a classic grid that break a rule (named by the library); the puzzle cannot be solved. */
      readonly conflicts: readonly SudokuConflict[];
    }
  | { readonly error: string };

/** A classic grid as plain data. */
export function classicOf(grid: SudokuGrid): PlaygroundPuzzle {
  const g = grid.geometry;
  return { kind: 'classic', boxWidth: g.boxWidth, boxHeight: g.boxHeight, cells: Array.from(grid.cells) };
}

function several(count: number): { note?: string } {
  return count > 1 ? { note: `the text holds ${count} puzzles; the first was loaded` } : {};
}

/**
 * Reads a puzzle in any text format the CLI reads, with the library's readers: the line format
 * (`.` or `0` empty, `1-9` then `A-Z`), the grid format (`N boxWidth boxHeight`, then rows), Lloyd &
 * Amos's `sudoku_acs` instances (order, an unused number, then every cell, `-1` empty), the JSON variant format, f-puzzles JSON, and f-puzzles / SudokuPad links. Errors are the library's
 * own messages (naming the line, cell or constraint).
 */
export function readPuzzleText(text: string): ReadResult {
  if (text.trim() === '') return { error: 'nothing to read: paste a puzzle first' };
  if (isVariantInput(text)) {
    const entries = readVariantInput(text);
    const first = entries[0];
    if (first === undefined) return { error: 'the JSON holds no puzzle' };
    if (first.puzzle === undefined) return { error: first.error ?? 'the puzzle could not be read' };
    // The board draws N×N grids of digits 1..N; other shapes are the CLI's (`cspkit sudoku solve`).
    const shape = resolveVariantPuzzle(first.puzzle).shape;
    if (!shape.classic) {
      return {
        error: `the playground shows N×N grids of digits 1..N with boxes or regions; this puzzle has a ${shape.describe()} (solve it with 'cspkit sudoku solve')`,
      };
    }
    const format =
      first.format === 'fpuzzles' ? 'f-puzzles' : first.format === 'scl' ? 'SudokuPad SCL' : 'JSON variant';
    return {
      puzzle: { kind: 'variant', puzzle: first.puzzle },
      format,
      conflicts: [],
      ...several(entries.length),
    };
  }
  const entries = readPuzzles(text);
  const first = entries[0];
  if (first === undefined) return { error: 'no puzzle found in the text' };
  if (first.grid === undefined) return { error: first.error ?? 'the puzzle could not be read' };
  const format =
    first.format === 'grid'
      ? 'grid format'
      : first.format === 'acs'
        ? 'Lloyd & Amos sudoku_acs'
        : 'line format';
  return {
    puzzle: classicOf(first.grid),
    format,
    conflicts: findConflicts(first.grid),
    ...several(entries.length),
  };
}
