import type { SudokuGrid } from '../SudokuGrid.js';
import type { GenerationStats } from './GenerationStats.js';
import type { PuzzleRating } from './PuzzleRater.js';
import type { SudokuSymmetry } from './SudokuSymmetry.js';

/** A generated puzzle: exactly one solution, its givens symmetric as asked. */
export interface GeneratedPuzzle {
  /** The puzzle (`0` = empty cell). */
  readonly puzzle: SudokuGrid;
  /** Its only solution. */
  readonly solution: SudokuGrid;
  /** The seed that generates this puzzle again (with the same options). */
  readonly seed: number;
  /** Number of givens. */
  readonly givens: number;
  /** Symmetry of the givens. */
  readonly symmetry: SudokuSymmetry;
  /** `true` when no single given can be removed (known without symmetry, checked with `minimal`). */
  readonly minimal: boolean;
  /** The rating, when a difficulty was targeted or `rate` was asked. */
  readonly rating?: PuzzleRating;
  /** What it cost. */
  readonly stats: GenerationStats;
}
