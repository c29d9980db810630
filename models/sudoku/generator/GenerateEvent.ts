import type { GeneratedPuzzle } from './GeneratedPuzzle.js';
import type { PuzzleRating } from './PuzzleRater.js';

/** The stream started; `seed` is the seed of the first puzzle (puzzle i uses `seed + i`). */
export interface GenerateStartedEvent {
  /** Tag. */
  readonly type: 'started';
  /** Seed of the first puzzle. */
  readonly seed: number;
  /** Puzzles asked for (`Infinity` for an endless stream). */
  readonly count: number;
}

/** Where the current puzzle stands. */
export interface GenerateProgressEvent {
  /** Tag. */
  readonly type: 'progress';
  /** 0-based index of the puzzle being made. */
  readonly index: number;
  /** 1-based attempt for this puzzle. */
  readonly attempt: number;
  /**
   * `grid` (filling a complete grid), `removal` (removing givens), `check` (minimality), `rating`
   * (rating the candidate, when a difficulty is targeted or ratings are asked for).
   */
  readonly phase: 'grid' | 'removal' | 'check' | 'rating';
  /** Removals tried so far in this attempt. */
  readonly done: number;
  /** Removals this attempt will try. */
  readonly total: number;
  /** Givens left. */
  readonly givens: number;
  /**
   * In the `grid` phase, after a search for the complete grid ran out of nodes: the searches made so far
   * (the next one, with twice the node limit, starts after this event).
   */
  readonly searches?: number;
}

/** A candidate was dropped: it missed the difficulty target, or was not minimal. */
export interface GenerateRejectedEvent {
  /** Tag. */
  readonly type: 'rejected';
  /** 0-based index of the puzzle being made. */
  readonly index: number;
  /** 1-based attempt that was dropped. */
  readonly attempt: number;
  /** Why, in words. */
  readonly reason: string;
  /** Its rating, when it was rated. */
  readonly rating?: PuzzleRating | null;
}

/** A finished puzzle. */
export interface GeneratePuzzleEvent {
  /** Tag. */
  readonly type: 'puzzle';
  /** 0-based index in the stream. */
  readonly index: number;
  /** The puzzle. */
  readonly puzzle: GeneratedPuzzle;
}

/** Every puzzle asked for was made (last event). */
export interface GenerateFinishedEvent {
  /** Tag. */
  readonly type: 'finished';
  /** Puzzles made. */
  readonly count: number;
  /** Wall time in ms. */
  readonly ms: number;
}

/** What `generate$` emits (discriminated on `type`). */
export type GenerateEvent =
  | GenerateStartedEvent
  | GenerateProgressEvent
  | GenerateRejectedEvent
  | GeneratePuzzleEvent
  | GenerateFinishedEvent;
