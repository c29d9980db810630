import type { SudokuGrid } from '../SudokuGrid.js';
import type { Grade } from './gradeOf.js';
import type { Step } from './Step.js';

/** A rated puzzle: it has one solution and the techniques found a complete, verified path to it. */
export interface RatedPuzzle {
  /** Discriminant. */
  readonly status: 'rated';
  /** Sum of technique costs over the path (first use of a technique at its first cost, later uses cheaper). */
  readonly score: number;
  /** Grade of the score (see `gradeOf`). */
  readonly grade: Grade;
  /**
   * SE-like difficulty (one decimal): the highest pattern level in the path, or for paths with chains
   * `3.0 + 1.4·ln(1 + Σ 2^length)` over chain steps when higher (see `stepLevel`). Ranks puzzles like
   * Sudoku Explainer does (Spearman 0.93 on the dev set).
   */
  readonly difficulty: number;
  /** The hardest step (highest `stepLevel`; the first such when tied); `null` for a grid given complete. */
  readonly hardest: Step | null;
  /** Number of steps per technique id, for the techniques used. */
  readonly counts: Readonly<Record<string, number>>;
  /** Number of steps in the path. */
  readonly stepCount: number;
  /** The solution. */
  readonly solution: SudokuGrid;
  /** The path itself, when `keepPath` was asked for. */
  readonly path?: readonly Step[];
}

/** A puzzle that cannot be rated, and why (no score is invented for it). */
export interface UnratedPuzzle {
  /**
   * `invalid`: two givens clash; `no-solution`; `multiple-solutions`; `stuck`: the techniques given in
   * the options ran out before the end (never with the default list, which ends with guessing).
   */
  readonly status: 'invalid' | 'no-solution' | 'multiple-solutions' | 'stuck';
  /** A sentence naming the clash, or saying what was found. */
  readonly reason: string;
}

/** What `rate` says about a puzzle. */
export type RateResult = RatedPuzzle | UnratedPuzzle;
