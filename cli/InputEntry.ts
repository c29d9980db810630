import type { SudokuGrid } from '../models/sudoku/SudokuGrid.js';
import type { VariantPuzzle } from '../models/sudoku/variants/VariantPuzzle.js';

/**
 * One classic puzzle of a command's input, from any format: a line or grid of a text file, or a
 * puzzle of JSON / f-puzzles input without variant rules.
 */
export interface InputEntry {
  /** How its place is named: `line 7` for line / grid input, `puzzle 2` for JSON or f-puzzles input. */
  readonly key: 'line' | 'puzzle';
  /** The line (where the puzzle starts) or the 1-based puzzle number. */
  readonly at: number;
  /** The format answers are printed in: the input's own, or the line format for JSON input. */
  readonly format: 'line' | 'grid';
  /** The puzzle, when it has been read. */
  readonly grid?: SudokuGrid;
  /**
   * The puzzle's line, not read yet (line format): it is read when it is answered, so a batch of
   * waiting puzzles holds only their text (see `checkPuzzleEntry`).
   */
  readonly text?: string;
  /**
   * A variant puzzle (rules beyond rows, columns and boxes), for the commands that take variants as they
   * are (`hint`, `steps`, `rate`: see `openStepperInput`); plain data, so it crosses to worker threads.
   */
  readonly variant?: VariantPuzzle;
  /** Why it could not be read, or why the command cannot take it. */
  readonly error?: string;
}

/** `line 7: <reason>` / `puzzle 2: <reason>`, not doubled when the reason already starts with a line. */
export function placeMessage(entry: Pick<InputEntry, 'key' | 'at'>, reason: string): string {
  if (entry.key === 'line' && /^line \d+[,:]/.test(reason)) return reason;
  return `${entry.key} ${entry.at}: ${reason}`;
}
