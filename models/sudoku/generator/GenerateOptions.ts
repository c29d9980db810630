import type { Backend } from '../../../core/backend/Backend.js';
import type { SudokuGeometry } from '../SudokuGeometry.js';
import type { DifficultyScale } from './DifficultyScale.js';
import type { DifficultyTarget } from './DifficultyTarget.js';
import type { PuzzleRater } from './PuzzleRater.js';
import type { SudokuSymmetry } from './SudokuSymmetry.js';

/** What `generate` makes. Every option is checked before any work starts. */
export interface GenerateOptions {
  /** The backend proving uniqueness and filling grids; it needs `solveSync` (the native backend has it). */
  readonly backend: Backend;
  /** The shape (default 9×9 with 3×3 boxes): `SudokuGeometry.fromBox(4, 3)` for 12×12 with 4×3 boxes. */
  readonly geometry?: SudokuGeometry;
  /** Seed, an integer `0 .. 2⁵³-1`; the same seed and options give the same puzzle. Default: a fresh one. */
  readonly seed?: number;
  /** Symmetry of the pattern of givens (default `none`). */
  readonly symmetry?: SudokuSymmetry;
  /**
   * Make sure no single given can be removed (default `false`). Without symmetry every puzzle is minimal
   * anyway (see `GeneratedPuzzle.minimal`); with a symmetry, candidates whose removal pass left a
   * removable single given are dropped and another attempt is made.
   */
  readonly minimal?: boolean;
  /** Target difficulty: a `DifficultyTarget`, or text such as `fiendish`, `fiendish+`, `300..600`. */
  readonly difficulty?: DifficultyTarget | string;
  /** Rates candidates (default `DEFAULT_RATER`: the built-in human-style rating, grids up to 32×32). */
  readonly rater?: PuzzleRater;
  /** The scale difficulty targets are checked against (default: the built-in rating's grades, scores 0 up). */
  readonly scale?: DifficultyScale;
  /** Rate the puzzle even without a difficulty target (default `false`). */
  readonly rate?: boolean;
  /** Candidates tried per puzzle before giving up with `GenerationBudgetError` (default 1000). */
  readonly maxAttempts?: number;
  /**
   * Time limit in ms (default: none), counted from the call of `generate` or the subscription to
   * `generate$`: once it is reached the puzzle being made is dropped and `GenerationTimeoutError` is
   * thrown (after the puzzles already made, in a stream). Checked between steps, and a grid search or
   * uniqueness proof in progress is cut at the limit. Without a limit, the solves run exactly as before.
   */
  readonly timeLimitMs?: number;
  /**
   * The clock (ms) the time limit is measured on (default `performance.now`); tests pass a fake one. With
   * a clock of its own the limit is checked between steps only: a solve in progress is cut on the real
   * clock, which such a clock does not follow.
   */
  readonly clock?: () => number;
}
