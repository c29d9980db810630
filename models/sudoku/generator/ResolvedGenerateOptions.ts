import type { SudokuGeometry } from '../SudokuGeometry.js';
import type { DifficultyMatcher } from './DifficultyMatcher.js';
import type { PuzzleRater } from './PuzzleRater.js';
import type { SudokuSymmetry } from './SudokuSymmetry.js';
import type { SyncBackend } from './SyncBackend.js';

/** Generator options after checking, with every default filled in (see `resolveGenerateOptions`). */
export interface ResolvedGenerateOptions {
  /** Backend with a synchronous mode. */
  readonly backend: SyncBackend;
  /** Shape. */
  readonly geometry: SudokuGeometry;
  /** Seed of the first puzzle. */
  readonly seed: number;
  /** Symmetry of the givens. */
  readonly symmetry: SudokuSymmetry;
  /** Check minimality (matters with a symmetry). */
  readonly minimal: boolean;
  /** The difficulty target, when one was given. */
  readonly target: DifficultyMatcher | undefined;
  /** The rater, when ratings are needed. */
  readonly rater: PuzzleRater | undefined;
  /** Candidates per puzzle before giving up. */
  readonly maxAttempts: number;
  /** Time limit in ms (`Infinity`: none). */
  readonly timeLimitMs: number;
  /** The clock the limit is measured on. */
  readonly clock: () => number;
  /** Whether `clock` is the real one (`performance.now`), so solves in progress can be cut at the limit. */
  readonly realClock: boolean;
}
