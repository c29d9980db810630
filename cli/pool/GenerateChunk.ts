import type { SudokuSymmetry } from '../../models/sudoku/generator/SudokuSymmetry.js';

/**
 * One chunk of `sudoku generate --jobs N`: the puzzles of indices `start .. start + count - 1` of a run,
 * as plain data for a worker thread. Puzzle i uses seed `seed + i` whatever thread makes it, so the
 * puzzles are those `--jobs 1` makes.
 */
export interface GenerateChunk {
  /** Backend name proving uniqueness. */
  readonly backend: string;
  /** Box width and height of the grid. */
  readonly boxWidth: number;
  /** See {@link GenerateChunk.boxWidth}. */
  readonly boxHeight: number;
  /** Seed of puzzle 0 of the run. */
  readonly seed: number;
  /** Index of the chunk's first puzzle in the run. */
  readonly start: number;
  /** Puzzles in the chunk. */
  readonly count: number;
  /** Symmetry of the givens. */
  readonly symmetry?: SudokuSymmetry;
  /** Difficulty target text. */
  readonly difficulty?: string;
  /** Make sure no given can be removed. */
  readonly minimal?: boolean;
  /** Candidates per puzzle before giving up. */
  readonly maxAttempts?: number;
  /** Rate every puzzle. */
  readonly rate?: boolean;
  /** One JSON object per puzzle. */
  readonly json?: boolean;
  /** When the run's time limit is reached, in ms since the epoch (`Date.now`, the same on every thread). */
  readonly deadline?: number;
  /** The run's time limit in ms (`--timeout`), for the message when the deadline is reached. */
  readonly timeout?: number;
}

/** What a worker made of a {@link GenerateChunk}: the output text of the puzzles made, in order. */
export interface GenerateChunkResult {
  /** Standard output text of the puzzles made. */
  readonly out: string;
  /** Puzzles made (fewer than asked when the attempt budget or the time limit ran out). */
  readonly made: number;
  /** The `GenerationBudgetError` or `GenerationTimeoutError` message that stopped the chunk, if one did. */
  readonly budget?: string;
}
