import type { CellRef } from './CellRef.js';
import type { VariantConstraint } from './VariantConstraint.js';

/**
 * A sudoku variant puzzle, as plain data (the in-memory form of the JSON format, see
 * variant-puzzle.schema.json): an N×N grid, its givens, its boxes or irregular regions, and a list of
 * variant constraints that add to the rows, columns and boxes.
 */
export interface VariantPuzzle {
  /** Side N of the grid, which is also the number of digits. */
  readonly size: number;
  /** Columns per box; with `boxHeight`, defaults to the squarest split of N (9 → 3×3, 12 → 4×3). */
  readonly boxWidth?: number;
  /** Rows per box. */
  readonly boxHeight?: number;
  /**
   * Givens: a string of N² cell symbols (`.` or `0` empty, `1-9` then `A-Z`; whitespace ignored), or N
   * rows of N integers (`0` empty). Omitted: no givens.
   */
  readonly givens?: string | readonly (readonly number[])[];
  /**
   * Irregular regions replacing the boxes (jigsaw): N lists of N cells, or a string of N² region symbols
   * (any non-space characters, one per cell row-major, N distinct symbols N times each; whitespace
   * ignored). Regions need not be contiguous.
   */
  readonly regions?: string | readonly (readonly CellRef[])[];
  /** The variant constraints (default none: a classic sudoku). */
  readonly constraints?: readonly VariantConstraint[];
  /** Optional title, kept for display. */
  readonly title?: string;
}
