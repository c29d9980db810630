import type { SudokuGrid } from './SudokuGrid.js';

/** One puzzle found by `readPuzzles`: its grid, or why it could not be read. */
export interface PuzzleEntry {
  /** 1-based line where the puzzle starts. */
  readonly line: number;
  /** The format it was read in: line, grid, or Lloyd & Amos's `sudoku_acs` format (`acs`). */
  readonly format: 'line' | 'grid' | 'acs';
  /** The puzzle, when it could be read. */
  readonly grid?: SudokuGrid;
  /** Why it could not be read, naming the line (and column and cell when known). */
  readonly error?: string;
}
