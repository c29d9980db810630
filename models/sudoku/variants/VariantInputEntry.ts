import type { SclReport } from './scl/SclReport.js';
import type { VariantPuzzle } from './VariantPuzzle.js';

/** One puzzle read by `readVariantInput`: the puzzle, or why it could not be read. */
export interface VariantInputEntry {
  /** 1-based position in the input (a JSON array holds several puzzles). */
  readonly index: number;
  /** Which format it was read from. */
  readonly format: 'variant' | 'fpuzzles' | 'scl';
  /** The validated puzzle. */
  readonly puzzle?: VariantPuzzle;
  /** Why it could not be read (a `VariantError` message). */
  readonly error?: string;
  /** For a SudokuPad SCL puzzle: which elements were read, mapped to rules, and ignored. */
  readonly report?: SclReport;
}
